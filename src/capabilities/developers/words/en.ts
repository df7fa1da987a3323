/** The developers capability's interface words in English: the model for its other languages. */
export const developersWords = {
  developersPage: {
    heading: 'Developer portal',
    lead: 'Everything on this site is public and keyless. People read the pages; programs and AI agents use the APIs, the MCP server and the discovery documents below. No request needs a credential.',
    apis: 'HTTP APIs',
    contract:
      'The full contract is the OpenAPI 3.1 document at [`/openapi.json`](/openapi.json). Errors are JSON: `{"error": {"code", "message"}}`.',
    tryThem: 'Try them:',
    reference: 'Reference',
    referenceIntro:
      'Generated from [`/openapi.json`](/openapi.json), which is itself generated from the schemas the functions validate with.',
    /** Said where the site's language is not English: the contract's own descriptions are. */
    referenceInEnglish: 'Like the field names and error codes, the descriptions below are the contract’s own, in English.',
    operationMeta: (operationId: string, tags: string) => `operationId \`${operationId}\` · tag \`${tags}\``,
    requestBody: 'Request body (JSON)',
    okResponse: '200 response (JSON)',
    responses: 'Responses',
    field: 'Field',
    type: 'Type',
    required: 'Required',
    meaning: 'Meaning',
    status: 'Status',
    when: 'When',
    headers: 'Headers',
    mcp: 'MCP server',
    mcpIntro: (mcpUrl: string) =>
      `A stateless [Model Context Protocol](https://modelcontextprotocol.io) server over Streamable HTTP at \`POST ${mcpUrl}\` (also \`/.well-known/mcp\`). It speaks protocol 2026-07-28 (no initialize: \`server/discover\`, and the version in every request's \`_meta\`) and, for older clients, 2025-11-25 and earlier with \`initialize\`.`,
    /** `more`: the clauses of the tools that depend on the owner (résumé, optimizer), each ending in ", ". */
    mcpTools: (more: string) =>
      `Its read-only tools are \`get_profile\`, \`list_projects\`, \`get_contact\`, \`list_developer_resources\`, \`get_code_activity\` (the same data as the code-activity API), ${more}and \`search\` and \`fetch\` over the site's pages and OpenAPI document, in the shape ChatGPT connectors call.`,
    mcpResources:
      "The pages' Markdown twins are its resources (with the templates `{page}.md` and `projects/{slug}.md`), and it offers two prompts, `introduce_owner` and `project_brief`.",
    mcpCard: (cardUrl: string) =>
      `The [server card](/.well-known/mcp/server-card.json) describes it (the same card is at \`GET ${cardUrl}\`, which [\`/.well-known/ai-catalog.json\`](/.well-known/ai-catalog.json) lists).`,
    connect: 'Connect a client',
    claudeCode: 'Claude Code:',
    claudeCodeLabel: 'Add the MCP server to Claude Code',
    vscode: 'VS Code (`.vscode/mcp.json`):',
    vscodeLabel: 'VS Code MCP configuration',
    byHand: 'Any client that speaks Streamable HTTP takes the URL as it is. By hand:',
    discoverLabel: 'MCP server/discover with curl',
    callLabel: 'MCP tools/call with curl',
    twins: 'Markdown twins',
    twinsIntro:
      'Every page has a Markdown twin beside it: `/projects` has `/projects.md`, the home page has `/index.md`. Ask for `text/markdown` in `Accept` and the page URL answers with the twin.',
    twinsLabel: 'Fetch a page as Markdown',
    twinsComment: 'or, without negotiation:',
    documents: 'Discovery documents',
    documentsLabel: 'Machine-readable resources of this site',
    resource: 'Resource',
    mediaType: 'Media type',
    whatItIs: 'What it is',
  },
  /** The developers page in the navigation. */
  developers: {
    nav: 'Developers',
    title: 'Developer portal: APIs, MCP server and discovery documents',
    description: (name: string) => `Public, keyless APIs, an MCP server and machine-readable documents about ${name}, with curl examples.`,
  },
};

export type DevelopersWords = typeof developersWords;
