/**
 * The template's EXAMPLE OWNER, about GitHub's mascot account `octocat`: what the site shows
 * until you have your own, src/content/owner.ts. Don't edit this file to make the site yours.
 *
 * `npm run init -- --github YOUR_USER` writes src/content/owner.ts from your GitHub profile (and,
 * optionally, a JSON Resume); or copy this file there, set `example: false` and edit it. From
 * then on the site shows src/content/ (your owner file, posts and write-ups) and none of
 * src/example/, and `npm run upgrade` takes the template's next release without touching yours.
 *
 * Everything the site says about its owner (pages, Markdown twins, llms.txt, the MCP tools,
 * the MCP server card, the OpenAPI info, the résumé) is read from the owner file; a project's
 * long write-up and cover image live in projects/<slug>.md beside it. The content is validated
 * when the site builds: a wrong entry fails the build and names the field.
 */
import { type OwnerContentInput, parseOwnerContent } from '../lib/owner/schema.ts';

/** As written, before validation: the tests' first owner fixture too (tests/fixtures/owners/). */
export const exampleOwnerInput: OwnerContentInput = {
  example: true,

  site: {
    url: 'https://octocat-portfolio.netlify.app',
    // BCP 47: every interface word follows it (src/lib/i18n/locales/ has en, es and pt).
    language: 'en',
    // What automated readers may do with the content (contentsignals.org); sent as the
    // Content-Signal header and written into robots.txt, with the same policy as the IETF's
    // AI preferences (Content-Usage: train-ai, search; docs/agents-and-discovery.md).
    contentSignals: { search: 'yes', 'ai-input': 'yes', 'ai-train': 'no' },
    // The template's own features: switch one off and it is gone everywhere, its function too.
    features: { developers: true, optimizer: true, writing: true },
    // Links, the current page, badges: adjusted where needed to stay readable in both themes.
    accent: '#0b57d0',
  },

  profile: {
    name: 'The Octocat',
    headline: 'Example developer profile: run npm run init to make it yours',
    location: 'San Francisco, CA',
    bio: 'The Octocat is the mascot of GitHub and the owner of the example content this template ships with. It forks repositories, opens pull requests and keeps Hello-World alive. Fork the site, edit one file, and this page is about you.',
    skills: ['TypeScript', 'Astro', 'Node.js', 'HTTP APIs', 'Model Context Protocol', 'Git'],
    image: 'https://avatars.githubusercontent.com/u/583231?v=4',
    website: 'https://github.blog',
    profiles: [
      { network: 'GitHub', username: 'octocat', url: 'https://github.com/octocat' },
      { network: 'Mastodon', username: '@octocat@mastodon.example', url: 'https://mastodon.example/@octocat' },
    ],
    githubUser: 'octocat',
  },

  contact: {
    preferred: 'email',
    availability: 'Open to conversations about developer tooling and open source.',
    channels: [
      { kind: 'email', label: 'Email', value: 'octocat@example.com', url: 'mailto:octocat@example.com' },
      { kind: 'github', label: 'GitHub', value: '@octocat', url: 'https://github.com/octocat' },
      { kind: 'linkedin', label: 'LinkedIn', value: 'in/octocat-example', url: 'https://www.linkedin.com/in/octocat-example' },
    ],
  },

  projects: [
    {
      name: 'octocat.github.io',
      summary: 'A personal site on GitHub Pages, the simplest live demo of a repository.',
      tags: ['html', 'github-pages'],
      repoUrl: 'https://github.com/octocat/octocat.github.io',
      demoUrl: 'https://octocat.github.io',
      featured: true,
      startDate: '2011-01',
      roles: ['Author'],
      highlights: ['Live since 2011 on GitHub Pages'],
    },
    {
      name: 'Spoon-Knife',
      summary: 'The repository everyone forks first: a tiny page for practising forks and pull requests.',
      tags: ['html', 'css', 'learning'],
      repoUrl: 'https://github.com/octocat/Spoon-Knife',
      featured: true,
    },
    {
      name: 'Hello-World',
      summary: 'My first repository on GitHub.',
      tags: ['learning'],
      repoUrl: 'https://github.com/octocat/Hello-World',
      featured: false,
    },
    {
      name: 'linguist',
      summary: 'Language savant: detects the languages of a repository and colours its language bar.',
      tags: ['ruby', 'tooling'],
      repoUrl: 'https://github.com/octocat/linguist',
      featured: false,
    },
  ],

  // The résumé (/resume, /resume.md, /resume.json, the MCP tool get_resume), as in JSON Resume.
  // Leave these out and there is no résumé.
  work: [
    {
      name: 'GitHub',
      position: 'Mascot and example account',
      url: 'https://github.com',
      location: 'San Francisco, CA',
      startDate: '2008-04',
      summary: 'Stars in documentation, tutorials and every first fork.',
      highlights: ['Kept Hello-World alive since 2011', 'Forked more repositories than anyone'],
    },
  ],
  education: [{ institution: 'GitHub Skills', area: 'Git and pull requests', studyType: 'Course', startDate: '2008', endDate: '2009' }],
  languages: [{ language: 'English', fluency: 'Native speaker' }],
  certificates: [],
  volunteer: [
    {
      organization: 'Open source communities',
      position: 'Example contributor',
      startDate: '2011',
      highlights: ['Answered first-timer questions on pull requests'],
    },
  ],
  awards: [],
  publications: [],
  interests: [{ name: 'Open source', keywords: ['Git', 'Forking', 'Documentation'] }],
  // References name other people: shown on the site only once `public` is true.
  references: { public: false, entries: [] },

  // Documents or APIs of your own, listed after the site's built-in ones on /developers and in llms.txt.
  developerResources: [],
};

export const owner = parseOwnerContent(exampleOwnerInput, 'src/example/owner.ts');
