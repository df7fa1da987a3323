/**
 * THE ONE FILE TO EDIT when you fork this site.
 *
 * Everything the site says about its owner (pages, Markdown twins, llms.txt, the MCP
 * tools, the MCP server card, the OpenAPI info) is read from here. The content is
 * validated when the site builds: a wrong entry fails the build and names the field.
 *
 * What ships below is EXAMPLE CONTENT about GitHub's mascot account `octocat`.
 * Replace it with yours and set `example: false`.
 */
import { parseOwnerContent } from '../lib/owner/schema.ts';
import { builtInDeveloperResources } from './developer-resources.ts';

export const owner = parseOwnerContent({
  example: true,

  site: {
    url: 'https://octocat-portfolio.netlify.app',
    language: 'en',
    // What automated readers may do with the content (contentsignals.org); sent as the
    // Content-Signal header and written into robots.txt.
    contentSignals: { search: 'yes', 'ai-input': 'yes', 'ai-train': 'no' },
  },

  profile: {
    name: 'The Octocat',
    headline: 'Example developer profile: replace src/data/owner.ts with your own',
    location: 'San Francisco, CA',
    bio: 'The Octocat is the mascot of GitHub and the owner of the example content this template ships with. It forks repositories, opens pull requests and keeps Hello-World alive. Fork the site, edit one file, and this page is about you.',
    skills: ['TypeScript', 'Astro', 'Node.js', 'HTTP APIs', 'Model Context Protocol', 'Git'],
    links: [
      { label: 'GitHub', url: 'https://github.com/octocat' },
      { label: 'Blog', url: 'https://github.blog' },
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

  developerResources: [...builtInDeveloperResources],
});
