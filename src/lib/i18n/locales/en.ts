/**
 * Every interface word of the site in English: the model for every other language.
 * A language is one file like this one, typed as `Dictionary`, so a missing key fails the
 * typecheck; register it in ../index.ts. Owner text never goes in here.
 * Functions take the owner's values (already plain text) and return plain text: each output
 * format escapes the result itself.
 */
export const en = {
  /** The name of the language in itself, for a language switcher or a résumé. */
  languageName: 'English',
  pages: {
    home: {
      nav: 'Home',
      title: (name: string, headline: string) => `${name}: ${headline}`,
      description: (name: string) => `${name}: profile, skills, featured projects and public code activity.`,
    },
    projects: {
      nav: 'Projects',
      title: (name: string) => `Projects by ${name}`,
      description: (name: string) => `Every project by ${name}, with repositories, live demos and tags.`,
    },
    contact: {
      nav: 'Contact',
      title: (name: string) => `Contact ${name}`,
      description: (name: string, channels: string) => `How to reach ${name}: ${channels}.`,
    },
    developers: {
      nav: 'Developers',
      title: 'Developer portal: APIs, MCP server and discovery documents',
      description: (name: string) =>
        `Public, keyless APIs, an MCP server and machine-readable documents about ${name}, with curl examples.`,
    },
    optimizer: {
      nav: 'Optimizer',
      title: 'Portfolio optimizer for Argentine instruments (educational)',
      description:
        'An educational Markowitz mean-variance optimizer for Argentine stocks, CEDEARs and bonds, priced in ARS. Not investment advice.',
    },
  },

  // ── résumé: /resume, /resume.md, get_resume ──
  resume: {
    nav: 'Résumé',
    title: (name: string) => `Résumé of ${name}`,
    description: (name: string) =>
      `${name}'s work experience, education, skills, languages and certificates, ready to print; also as JSON Resume.`,
    contact: 'Contact',
    email: 'Email',
    website: 'Website',
    portfolio: 'Portfolio',
    work: 'Work experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    certificates: 'Certificates',
    projects: 'Selected projects',
    highlights: 'Highlights',
    present: 'present',
    /** "Bachelor" and "Computer Science": "Bachelor in Computer Science". */
    studyIn: (studyType: string, area: string) => `${studyType} in ${area}`,
    issuedBy: (issuer: string) => `Issued by ${issuer}`,
    printHint: 'To save it as a PDF, print this page (Ctrl+P or ⌘P): the print version leaves out the navigation.',
    jsonLink: 'This résumé as JSON Resume',
    toolTitle: 'Get résumé',
    toolDescription: (name: string) =>
      `${name}'s résumé as a JSON Resume document (jsonresume.org): work, education, skills, languages, certificates, projects and profiles. The same document as /resume.json.`,
  },

  // ── pages and components: layout, header, footer, home, projects, contact, 404, code activity, optimizer, developers, twins ──

  // ── machine outputs: llms.txt, llms-full.txt, MCP tools, prompts and instructions, server card, Open Graph, JSON-LD, built-in developer resources ──
};

export type Dictionary = typeof en;
