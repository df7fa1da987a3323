import type { DevelopersWords } from './en.ts';

/** Las palabras de la interfaz de esta capacidad, en español. */
export const developersWords: DevelopersWords = {
  developersPage: {
    heading: 'Portal para desarrolladores',
    lead: 'Todo en este sitio es público y sin claves. Las personas leen las páginas; los programas y los agentes de IA usan las APIs, el servidor MCP y los documentos de descubrimiento de abajo. Ninguna solicitud pide credenciales.',
    apis: 'APIs HTTP',
    contract:
      'El contrato completo es el documento OpenAPI 3.1 en [`/openapi.json`](/openapi.json). Los errores son JSON: `{"error": {"code", "message"}}`.',
    tryThem: 'Para probarlas:',
    reference: 'Referencia',
    referenceIntro:
      'Generada a partir de [`/openapi.json`](/openapi.json), que a su vez se genera de los esquemas con que validan las funciones.',
    referenceInEnglish:
      'Como los nombres de los campos y los códigos de error, las descripciones de abajo son las del contrato, en inglés.',
    operationMeta: (operationId, tags) => `operationId \`${operationId}\` · etiqueta \`${tags}\``,
    requestBody: 'Cuerpo de la solicitud (JSON)',
    okResponse: 'Respuesta 200 (JSON)',
    responses: 'Respuestas',
    field: 'Campo',
    type: 'Tipo',
    required: 'Obligatorio',
    meaning: 'Significado',
    status: 'Estado',
    when: 'Cuándo',
    headers: 'Encabezados',
    mcp: 'Servidor MCP',
    mcpIntro: (mcpUrl) =>
      `Un servidor [Model Context Protocol](https://modelcontextprotocol.io) sin estado sobre Streamable HTTP en \`POST ${mcpUrl}\` (también \`/.well-known/mcp\`). Habla el protocolo 2026-07-28 (sin initialize: \`server/discover\`, y la versión en el \`_meta\` de cada solicitud) y, para clientes más antiguos, 2025-11-25 y anteriores con \`initialize\`.`,
    mcpTools: (more) =>
      `Sus herramientas de solo lectura son \`get_profile\`, \`list_projects\`, \`get_contact\`, \`list_developer_resources\`, \`get_code_activity\` (los mismos datos que la API de actividad de código), ${more}y \`search\` y \`fetch\` sobre las páginas del sitio y el documento OpenAPI, con la forma en que los llaman los conectores de ChatGPT.`,
    mcpResources:
      'Sus recursos son los gemelos en Markdown de las páginas (con las plantillas `{page}.md` y `projects/{slug}.md`), y ofrece dos prompts, `introduce_owner` y `project_brief`.',
    mcpCard: (cardUrl) =>
      `La [tarjeta del servidor](/.well-known/mcp/server-card.json) lo describe (la misma tarjeta está en \`GET ${cardUrl}\`, que [\`/.well-known/ai-catalog.json\`](/.well-known/ai-catalog.json) lista).`,
    connect: 'Conectar un cliente',
    claudeCode: 'Claude Code:',
    claudeCodeLabel: 'Agregar el servidor MCP a Claude Code',
    vscode: 'VS Code (`.vscode/mcp.json`):',
    vscodeLabel: 'Configuración MCP de VS Code',
    byHand: 'Cualquier cliente que hable Streamable HTTP toma la URL tal cual. A mano:',
    discoverLabel: 'server/discover de MCP con curl',
    callLabel: 'tools/call de MCP con curl',
    twins: 'Gemelos en Markdown',
    twinsIntro:
      'Cada página tiene al lado un gemelo en Markdown: `/projects` tiene `/projects.md`, la página de inicio tiene `/index.md`. Si se pide `text/markdown` en `Accept`, la URL de la página responde con el gemelo.',
    twinsLabel: 'Obtener una página en Markdown',
    twinsComment: 'o, sin negociación:',
    documents: 'Documentos de descubrimiento',
    documentsLabel: 'Recursos legibles por máquinas de este sitio',
    resource: 'Recurso',
    mediaType: 'Tipo de medio',
    whatItIs: 'Qué es',
  },
  developers: {
    nav: 'Desarrolladores',
    title: 'Portal para desarrolladores: APIs, servidor MCP y documentos de descubrimiento',
    description: (name) =>
      `APIs públicas y sin clave, un servidor MCP y documentos legibles por máquinas sobre ${name}, con ejemplos de curl.`,
  },
};
