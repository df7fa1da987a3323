/** The developer-resources capability's interface words in English: the model for its other languages. */
export const developerResourcesWords = {
  /** The built-in developer resources (listed on /developers, in llms.txt and by list_developer_resources), by URL path. */
  developerResources: {
    openApi: { title: 'OpenAPI description', description: 'OpenAPI 3.1 contract for the public HTTP APIs.' },
    mcp: {
      title: 'MCP server (Streamable HTTP)',
      description: 'Model Context Protocol endpoint with read-only tools for the profile, projects, contact and these resources.',
    },
    serverCard: {
      title: 'MCP server card',
      description: 'Describes the MCP server and how to reach it; the same card is at /mcp/server-card, the location the AI Catalog lists.',
    },
    aiCatalog: {
      title: 'AI Catalog',
      description: "The domain's catalog of AI artifacts: lists the MCP server card and the site's Agent Skills.",
    },
    llmsTxt: { title: 'llms.txt', description: 'Index of the site for language models, with links to every Markdown twin.' },
    llmsFull: { title: 'llms-full.txt', description: 'Every page of the site as Markdown, in one file.' },
    sitemap: { title: 'Sitemap', description: 'Every HTML page, per sitemaps.org 0.9.' },
    agentSkills: {
      title: 'Agent Skills',
      description: 'The Agent Skills Discovery index: a SKILL.md per language on how an agent reads this site, each with its SHA-256.',
    },
  },
  /** What list_developer_resources says of itself. */
  developerResourcesTool: {
    toolTitle: 'List developer resources',
    toolDescription:
      'Every machine-readable document and API of this site (OpenAPI, APIs, MCP server card, llms.txt, sitemap), with absolute URL, media type and description.',
  },
};

export type DeveloperResourcesWords = typeof developerResourcesWords;
