/**
 * The site's shared interface words in English (layout, pages, problems, the MCP server): the
 * model for every other language. Each capability's own words are in its folder
 * (src/capabilities/<name>/words/), and src/data/dictionaries.ts puts them together into each
 * language's dictionary. A language is one file like this one, typed as `SharedWords`, so a
 * missing key fails the typecheck; register it in ../languages.ts and ../index.ts (docs/languages.md,
 * "Adding a language"). Owner text never goes in here.
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
  },

  // ── pages and components: layout, header, footer, home, projects, contact, 404, code activity, optimizer, developers, twins ──
  /** Layout, header and footer, on every page. Texts with `code`, **bold** or [links](/…) render through InlineMarkdown. */
  layout: {
    skipLink: 'Skip to content',
    agentNote: (llmsTxt: string) => `For agents: [llms.txt](${llmsTxt}) indexes this site, with every page as Markdown and the APIs.`,
    mainNav: 'Main',
    /** The header's links to the same page in the site's other languages. */
    languages: 'Languages',
    /** The hint, in its own language, for a visitor whose browser prefers it: a link to the same page in it. */
    thisPageInYourLanguage: 'This page is also in English',
    dismiss: 'Dismiss',
    /** Above a post or write-up shown untranslated, with its language's name in the page's language. */
    untranslated: (language: string) => `Shown in ${language}: not translated yet.`,
    /** A post's or write-up's table of contents. */
    toc: 'On this page',
    markdownAlternate: 'Markdown version',
    exampleNoticeLabel: 'Example content',
    exampleNotice: 'This site shows **example content**. Fork it and run `npm run init`, which writes `src/content/owner.ts`.',
    footerNav: 'Machine-readable documents',
    twinLink: 'This page as Markdown',
    /** The theme button's name; pressed means the dark theme is on. */
    darkTheme: 'Dark theme',
    colophon: (name: string) => `© ${name}. Built with Astro, served by Netlify. Public and keyless: no API needs a credential.`,
  },
  /** What the build adds to a Markdown text (a post, a write-up, a page of the owner's): in the text's language. */
  writeup: {
    /** A code block's copy button, and what the page's status line says once it is pressed. */
    copy: 'Copy',
    copied: 'Copied to the clipboard',
    copyFailed: 'Could not copy: select the code and copy it yourself',
    /** GitHub's five alert kinds (`> [!NOTE]`), each a callout's heading. */
    callouts: { note: 'Note', tip: 'Tip', important: 'Important', warning: 'Warning', caution: 'Caution' },
    /** The name of a heading's link to itself, the heading's text as written. */
    anchor: (heading: string) => `Link to the section “${heading}”`,
    /** A diagram's name where its source has no title, and the summary of its source. */
    diagram: 'Diagram',
    diagramSource: 'The diagram as text (Mermaid)',
    /** The footnotes' heading, for assistive technology, and a footnote's link back to its reference. */
    footnotes: 'Footnotes',
    backToReference: (reference: string) => `Back to reference ${reference}`,
  },
  /** The home page's hero: its calls to action beside the owner's name and picture. */
  hero: {
    contact: 'Get in touch',
  },
  /** A curl example's label, on the developers page (the capabilities' samples). */
  samples: {
    curlFor: (operation: string) => `curl example for ${operation}`,
  },
  /** The footer's area for programs: the page's twin, llms.txt and the machine-readable documents. */
  devArea: {
    heading: 'For developers and agents',
    lead: 'The same site for programs: every page as Markdown, an index for language models, public APIs with no keys.',
  },
  homePage: {
    profiles: 'Profiles elsewhere',
    skills: 'Skills',
    featured: 'Featured projects',
    allProjects: 'All projects',
  },

  notFoundPage: {
    title: 'Page not found',
    description: 'This page does not exist.',
    lead: 'There is nothing at this address.',
    suggestions: 'Try one of these instead:',
  },
  /** The search page (Pagefind, in the browser) and the header's link to it. */
  search: {
    nav: 'Search',
    title: (name: string) => `Search ${name}'s site`,
    description: (name: string) => `Search every page, post and project of ${name}'s site.`,
    label: 'Words to find',
    submit: 'Search',
    /** The keys that open the search page from any page. */
    shortcut: 'Press / or Ctrl+K on any page to come here.',
    searching: 'Searching…',
    results: { one: '{count} page found', other: '{count} pages found' },
    none: 'No page has these words.',
    failed: 'Search could not load. Reload the page to try again.',
    needsScript: 'Search runs in your browser and needs JavaScript.',
    /** The form as a WebMCP declarative tool: what it does for an agent, and its one field. */
    formTool:
      "Searches this site's pages in this page, so the person sees the results listed here: each page's title, address and the words around the match. For the documents as Markdown, use search and fetch.",
    formToolQuery: 'The words to find, as a person would type them.',
  },
  /**
   * What is wrong with an input, by rule (src/lib/schema/problems.ts). Plain strings: they also
   * travel to the optimizer page. {field} is the input's name for the reader (the API's field, or
   * the page's label), {limit} the rule's bound in the reader's units.
   */
  /** A refused request body, and a refused method (`{methods}`: the allowed ones). */
  requestBody: {
    unsupportedMediaType: 'Send the body as application/json.',
    tooLarge: 'The body must be at most {bytes} bytes.',
    empty: 'The request has no body.',
    notUtf8: 'The body is not valid UTF-8.',
    invalidJson: 'The body is not valid JSON.',
    methodNotAllowed: 'Use {methods}.',
  },
  problems: {
    required: '{field} is required.',
    type: '{field} must be {expected}.',
    expected: {
      number: 'a number',
      integer: 'a whole number',
      string: 'text',
      array: 'a list',
      object: 'a JSON object',
      boolean: 'true or false',
    },
    min: '{field} must be at least {limit}.',
    greaterThan: '{field} must be more than {limit}.',
    max: '{field} must be at most {limit}.',
    lessThan: '{field} must be less than {limit}.',
    minItems: '{field} needs at least {limit} entries.',
    maxItems: '{field} takes at most {limit} entries.',
    minLength: '{field} must be at least {limit} character(s) long.',
    maxLength: '{field} must be at most {limit} characters long.',
    pattern: '{field} is not written as expected.',
    oneOf: '{field} must be one of: {values}.',
    unknownFields: 'Unknown field(s): {values}.',
    invalid: '{field} is not valid.',
  },

  // ── machine outputs: llms.txt, llms-full.txt, MCP tools, prompts and instructions, server card, Open Graph, JSON-LD, built-in developer resources ──
  /**
   * The site's Agent Skill (/.well-known/agent-skills/, one per language): how an agent reads this
   * site. Arguments arrive escaped for Markdown, but `description`'s, plain text for the front matter.
   */
  agentSkill: {
    description: (name: string) =>
      `Read ${name}'s portfolio site as an agent: profile, projects, posts, résumé, contact details and code activity, through its MCP server, every page as Markdown, llms.txt and keyless HTTP APIs. Use it when a task is about ${name}, their work or how to reach them.`,
    heading: (name: string) => `${name}'s site, for agents`,
    whenToUse: 'When to use it',
    whenToUseText: (name: string) =>
      `When someone asks about ${name}: who they are, what they have built or written, their experience, or how to reach them. Everything here is public and read-only, and nothing needs a key.`,
    mcp: 'The MCP server',
    mcpText: (endpoint: string) =>
      `Streamable HTTP at ${endpoint}: stateless (no session to open), JSON answers. An MCP client needs only that address. Its tools, each with the parameters of one \`tools/call\`:`,
    mcpCall: 'The first of them as curl sends it (any other goes the same way, with its own name in `Mcp-Name` and the body):',
    twins: 'Every page as Markdown',
    twinsText:
      "Add `.md` to a page's path (`/projects` → `/projects.md`), or ask for the page itself with `Accept: text/markdown`. Each twin starts with its title, language and translations in YAML front matter.",
    llmsText: (index: string, full: string) => `${index} lists every page, document and API; ${full} holds every page whole, in one file.`,
    apis: 'HTTP APIs',
    apisText: (contract: string) => `No key and no cookie; errors are JSON with a code. The contract is ${contract}.`,
  },
  /** llms.txt and llms-full.txt (https://llmstxt.org). Arguments arrive already escaped for Markdown. */
  llms: {
    summary: (headline: string, location: string) =>
      `${headline}. ${location}. Personal portfolio and developer portal: every page has a Markdown twin, and public keyless APIs and an MCP server expose the same information.`,
    negotiation: (header: string, contractUrl: string) =>
      `Send ${header} to any page URL to get its Markdown twin. The APIs need no credential; their contract is ${contractUrl}.`,
    machineReadable: 'Machine-readable documents:',
    endpoints: 'Endpoints (not documents to fetch):',
    pagesSection: 'Pages',
    projectsSection: 'Projects',
    optionalSection: 'Optional',
    source: 'Source:',
    /** A Markdown list of links ("[Español](…/llms.txt)"): the same index in the site's other languages. */
    otherLanguages: (links: string) => `This index in the site's other languages: ${links}.`,
  },
  /** The MCP tools' titles, descriptions and argument descriptions (tool and argument names never change). */
  mcpTools: {
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
    documentNotFound: (id: string, known: string) => `No document has the id ${id}. Known ids: ${known}.`,
    invalidArguments: (tool: string, problems: string) => `Invalid arguments for ${tool}: ${problems}`,
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
    pageResource: (description: string) => `${description} (Markdown)`,
    pageTemplateTitle: 'A page of the site as Markdown',
    pageTemplateDescription: (pages: string) => `Any page's Markdown twin; page is one of ${pages}.`,
    projectResource: (summary: string) => `${summary} (Markdown: the project's page)`,
    title: (name: string) => `${name}: portfolio`,
    description: (name: string) => `Profile, projects, contact and developer resources of ${name}.`,
    /** What people ask an agent that this server answers: the AI Catalog's representativeQueries (2 to 5). */
    catalogQueries: (name: string) => [
      `Who is ${name} and what do they work on?`,
      `Which projects has ${name} built?`,
      `How can I contact ${name}?`,
      `What has ${name} pushed to GitHub lately?`,
    ],
  },

  // ── npm run init: the few texts it writes when neither GitHub nor the résumé has one ──
  init: {
    headline: 'Software developer',
    location: 'Remote',
    bio: (name: string) => `${name} builds software in the open. The projects below are on GitHub.`,
    availability: 'Open to conversations about software and open source.',
    emailLabel: 'Email',
    projectSummary: (language: string | undefined) =>
      language ? `A ${language} project; its code is on GitHub.` : 'A project whose code is on GitHub.',
    /** For a résumé project that has no description. */
    projectWithoutSummary: 'A project; more about it soon.',
  },
};

/** The shared words' shape: every language's file has each of them. */
export type SharedWords = typeof en;
