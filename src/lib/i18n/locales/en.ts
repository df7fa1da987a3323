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
  /** llms.txt and llms-full.txt (https://llmstxt.org). Arguments arrive already escaped for Markdown. */
  llms: {
    summary: (headline: string, location: string) =>
      `${headline}. ${location}. Personal portfolio and developer portal: every page has a Markdown twin, and public keyless APIs and an MCP server expose the same information.`,
    negotiation: (header: string, contractUrl: string) =>
      `Send ${header} to any page URL to get its Markdown twin. The APIs need no credential; their contract is ${contractUrl}.`,
    machineReadable: 'Machine-readable documents:',
    endpoints: 'Endpoints (not documents to fetch):',
    pagesSection: 'Pages',
    optionalSection: 'Optional',
    source: 'Source:',
  },
  /** The MCP tools' titles, descriptions and argument descriptions (tool and argument names never change). */
  mcpTools: {
    getProfile: {
      title: 'Get profile',
      description: (name: string) => `Who ${name} is: name, headline, location, bio, skills, links and GitHub username.`,
    },
    listProjects: {
      title: 'List projects',
      description: (name: string) =>
        `Projects by ${name}, with summary, tags, repository and live-demo URLs. Filter by tag (case-insensitive) or by featured.`,
      tag: 'Only projects with this tag',
      featured: 'true: only featured projects; false: only the others',
    },
    getContact: {
      title: 'Get contact details',
      description: (name: string) => `How to reach ${name}: channels (email, LinkedIn, GitHub, …), the preferred one, and availability.`,
    },
    listDeveloperResources: {
      title: 'List developer resources',
      description:
        'Every machine-readable document and API of this site (OpenAPI, APIs, MCP server card, llms.txt, sitemap), with absolute URL, media type and description.',
    },
    getCodeActivity: {
      title: 'Get code activity',
      description: (name: string) =>
        `${name}'s public GitHub activity: repository count, languages, latest pushes and featured demos. The same data and cache as GET /api/codehost (refreshed from GitHub at most hourly).`,
    },
    optimizePortfolio: {
      title: 'Optimize a portfolio (educational)',
      description:
        'Markowitz mean-variance analytics for 2 to 10 Argentine stocks, CEDEARs or bonds priced in ARS (data912 daily closes): minimum-variance and maximum-Sharpe weights, efficient frontier, covariance. The same computation as POST /api/portfolio/optimize. Educational, not investment advice.',
    },
    search: {
      title: 'Search the site',
      description:
        "Keyword search over this site's documents (every page as Markdown, and the OpenAPI description). Returns ids, titles and URLs, best match first; pass an id to fetch for the full text.",
      query: 'Words to look for',
    },
    fetch: {
      title: 'Fetch a document',
      description: "The full text of one of this site's documents, by the id search returned (or its URL).",
      id: 'An id from search, such as "/projects.md", or the document URL',
    },
  },
  /** What the MCP tools answer in text (hosts render it as Markdown). Arguments arrive already escaped and formatted. */
  mcpText: {
    location: (location: string) => `Location: ${location}`,
    skills: (skills: string) => `Skills: ${skills}`,
    featured: 'featured',
    demo: 'Demo',
    code: 'Code',
    noProject: 'No project matches.',
    preferred: 'preferred',
    activity: (repos: string, fetchedAt: string) => `${repos} public repositories on GitHub; data from ${fetchedAt}.`,
    activityStale: (repos: string, fetchedAt: string) =>
      `${repos} public repositories on GitHub; data from ${fetchedAt} (stale: GitHub is not answering).`,
    languages: (list: string) => `Languages: ${list}`,
    noLanguages: 'none',
    latestPushes: 'Latest pushes:',
    push: (repo: string, branch: string, at: string) => `${repo} (${branch}) at ${at}`,
    activityUnavailable: (reason: string, seconds: string) =>
      `GitHub activity is unavailable (${reason}) and nothing is cached yet. Try again in ${seconds} s.`,
    documentNotFound: (id: string, known: string) => `No document has the id ${id}. Known ids: ${known}.`,
    optimizerWindow: (tickers: string, days: string, from: string, to: string) =>
      `${tickers}: ${days} common trading days from ${from} to ${to} (ARS, data912).`,
    portfolio: (label: string, weights: string, expectedReturn: string, volatility: string) =>
      `${label}: ${weights}; return ${expectedReturn}, volatility ${volatility}.`,
    minVariance: 'Minimum variance',
    maxSharpe: 'Maximum Sharpe',
    noMaxSharpe: 'Maximum Sharpe: none (no portfolio within the bounds beats the risk-free rate).',
    adjusted: (ticker: string, date: string, ratio: string) =>
      `Adjusted: ${ticker} closes before ${date} divided by ${ratio} (a split or ratio change).`,
    allocation: (budget: string, portfolio: string, shares: string, leftover: string) =>
      `Allocation of ${budget} (${portfolio}): ${shares}; ${leftover} left over.`,
    noShareAffordable: 'no whole share affordable',
    warning: (message: string) => `Warning: ${message}`,
  },
  /** The MCP prompts, the server's instructions, and its identity on the server card and discovery document. */
  mcpServer: {
    introduceTitle: (name: string) => `Introduce ${name}`,
    introduceDescription: (name: string) => `A short, sourced introduction to ${name}: who they are, what they build, how to reach them.`,
    introduceMessage: (name: string) =>
      `Introduce ${name} in a few sentences. Call get_profile, list_projects with featured: true, and get_contact; use only what they return, and end with the preferred way to get in touch.`,
    briefTitle: 'Brief on a project',
    briefDescription: (name: string) => `What one of ${name}'s projects is, what it is built with, and where to see it.`,
    briefArgument: (projects: string) => `The project's name: ${projects}`,
    briefOn: (project: string) => `Brief on ${project}`,
    briefMessage: (name: string, project: string) =>
      `Write a short brief on ${name}'s project "${project}": what it does, what it is built with, and where to see it. Call list_projects and use only the entry named "${project}".`,
    instructions: (name: string, websiteUrl: string) =>
      `Read-only, public facts about ${name}, from the same source as ${websiteUrl}. Start with get_profile; list_projects and get_contact answer the usual questions; get_code_activity has recent GitHub work. search and fetch read any page of the site as Markdown, and the OpenAPI description of its HTTP APIs.`,
    instructionsResume: 'get_resume has the résumé as JSON Resume: work, education, skills, languages and certificates.',
    instructionsOptimizer:
      'optimize_portfolio is an educational Markowitz illustration on Argentine market data (ARS), not investment advice.',
    pageResource: (description: string) => `${description} (Markdown)`,
    pageTemplateTitle: 'A page of the site as Markdown',
    pageTemplateDescription: (pages: string) => `Any page's Markdown twin; page is one of ${pages}.`,
    title: (name: string) => `${name}: portfolio`,
    description: (name: string) => `Profile, projects, contact and developer resources of ${name}.`,
  },
  /** The built-in developer resources (listed on /developers, in llms.txt and by list_developer_resources), by URL path. */
  developerResources: {
    openApi: { title: 'OpenAPI description', description: 'OpenAPI 3.1 contract for the public HTTP APIs.' },
    codehost: {
      title: 'Code-hosting activity API',
      description: 'Public GitHub activity: repository count, language mix, recent pushes, featured live demos.',
    },
    optimizer: {
      title: 'Portfolio optimizer API',
      description:
        'Send {tickers}: aligned ARS prices of Argentine instruments with Markowitz analytics. Educational, not investment advice.',
    },
    mcp: {
      title: 'MCP server (Streamable HTTP)',
      description: 'Model Context Protocol endpoint with read-only tools for the profile, projects, contact and these resources.',
    },
    serverCard: {
      title: 'MCP server card',
      description: 'Describes the MCP server and how to reach it; the same card is at /mcp/server-card, the location the AI Catalog lists.',
    },
    aiCatalog: { title: 'AI Catalog', description: "The domain's catalog of AI artifacts: lists the MCP server card." },
    llmsTxt: { title: 'llms.txt', description: 'Index of the site for language models, with links to every Markdown twin.' },
    llmsFull: { title: 'llms-full.txt', description: 'Every page of the site as Markdown, in one file.' },
    sitemap: { title: 'Sitemap', description: 'Every HTML page, per sitemaps.org 0.9.' },
  },
};

export type Dictionary = typeof en;
