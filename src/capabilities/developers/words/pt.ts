import type { DevelopersWords } from './en.ts';

/** As palavras da interface desta capacidade, em português. */
export const developersWords: DevelopersWords = {
  developersPage: {
    heading: 'Portal para desenvolvedores',
    lead: 'Tudo neste site é público e sem chaves. As pessoas leem as páginas; os programas e os agentes de IA usam as APIs, o servidor MCP e os documentos de descoberta abaixo. Nenhuma requisição pede credenciais.',
    apis: 'APIs HTTP',
    contract:
      'O contrato completo é o documento OpenAPI 3.1 em [`/openapi.json`](/openapi.json). Os erros são JSON: `{"error": {"code", "message"}}`.',
    tryThem: 'Para testá-las:',
    reference: 'Referência',
    referenceIntro:
      'Gerada a partir de [`/openapi.json`](/openapi.json), que por sua vez é gerado dos esquemas com que as funções validam.',
    referenceInEnglish: 'Como os nomes dos campos e os códigos de erro, as descrições abaixo são as do próprio contrato, em inglês.',
    operationMeta: (operationId, tags) => `operationId \`${operationId}\` · etiqueta \`${tags}\``,
    requestBody: 'Corpo da requisição (JSON)',
    okResponse: 'Resposta 200 (JSON)',
    responses: 'Respostas',
    field: 'Campo',
    type: 'Tipo',
    required: 'Obrigatório',
    meaning: 'Significado',
    status: 'Status',
    when: 'Quando',
    headers: 'Cabeçalhos',
    mcp: 'Servidor MCP',
    mcpIntro: (mcpUrl) =>
      `Um servidor [Model Context Protocol](https://modelcontextprotocol.io) sem estado sobre Streamable HTTP em \`POST ${mcpUrl}\` (também \`/.well-known/mcp\`). Fala o protocolo 2026-07-28 (sem initialize: \`server/discover\`, e a versão no \`_meta\` de cada requisição) e, para clientes mais antigos, 2025-11-25 e anteriores com \`initialize\`.`,
    mcpTools: (more) =>
      `As suas ferramentas somente leitura são \`get_profile\`, \`list_projects\`, \`get_contact\`, \`list_developer_resources\`, \`get_code_activity\` (os mesmos dados que a API de atividade de código), ${more}e \`search\` e \`fetch\` sobre as páginas do site e o documento OpenAPI, na forma em que os conectores do ChatGPT as chamam.`,
    mcpResources:
      'Os seus recursos são os gêmeos em Markdown das páginas (com os modelos `{page}.md` e `projects/{slug}.md`), e oferece dois prompts, `introduce_owner` e `project_brief`.',
    mcpCard: (cardUrl) =>
      `O [cartão do servidor](/.well-known/mcp/server-card.json) o descreve (o mesmo cartão está em \`GET ${cardUrl}\`, que [\`/.well-known/ai-catalog.json\`](/.well-known/ai-catalog.json) lista).`,
    connect: 'Conectar um cliente',
    claudeCode: 'Claude Code:',
    claudeCodeLabel: 'Adicionar o servidor MCP ao Claude Code',
    vscode: 'VS Code (`.vscode/mcp.json`):',
    vscodeLabel: 'Configuração MCP do VS Code',
    byHand: 'Qualquer cliente que fale Streamable HTTP aceita a URL tal como está. À mão:',
    discoverLabel: 'server/discover do MCP com curl',
    callLabel: 'tools/call do MCP com curl',
    twins: 'Gêmeos em Markdown',
    twinsIntro:
      'Cada página tem ao lado um gêmeo em Markdown: `/projects` tem `/projects.md`, a página inicial tem `/index.md`. Ao pedir `text/markdown` em `Accept`, a URL da página responde com o gêmeo.',
    twinsLabel: 'Obter uma página em Markdown',
    twinsComment: 'ou, sem negociação:',
    documents: 'Documentos de descoberta',
    documentsLabel: 'Recursos legíveis por máquinas deste site',
    resource: 'Recurso',
    mediaType: 'Tipo de mídia',
    whatItIs: 'O que é',
  },
  developers: {
    nav: 'Desenvolvedores',
    title: 'Portal para desenvolvedores: APIs, servidor MCP e documentos de descoberta',
    description: (name) =>
      `APIs públicas e sem chave, um servidor MCP e documentos legíveis por máquinas sobre ${name}, com exemplos de curl.`,
  },
};
