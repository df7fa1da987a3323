import type { DeveloperResourcesWords } from './en.ts';

/** As palavras da interface desta capacidade, em português. */
export const developerResourcesWords: DeveloperResourcesWords = {
  developerResources: {
    openApi: { title: 'Descrição OpenAPI', description: 'Contrato OpenAPI 3.1 das APIs HTTP públicas.' },
    mcp: {
      title: 'Servidor MCP (Streamable HTTP)',
      description:
        'Endpoint do Model Context Protocol com ferramentas somente leitura para o perfil, os projetos, o contato e estes recursos.',
    },
    serverCard: {
      title: 'Cartão do servidor MCP',
      description: 'Descreve o servidor MCP e como chegar a ele; o mesmo cartão está em /mcp/server-card, o local que o AI Catalog lista.',
    },
    aiCatalog: {
      title: 'Catálogo de IA',
      description: 'O catálogo de artefatos de IA do domínio: lista o cartão do servidor MCP e as Agent Skills do site.',
    },
    llmsTxt: { title: 'llms.txt', description: 'Índice do site para modelos de linguagem, com links para cada gêmeo em Markdown.' },
    llmsFull: { title: 'llms-full.txt', description: 'Todas as páginas do site em Markdown, num só arquivo.' },
    sitemap: { title: 'Mapa do site', description: 'Cada página HTML, segundo sitemaps.org 0.9.' },
    agentSkills: {
      title: 'Agent Skills',
      description:
        'O índice do Agent Skills Discovery: um SKILL.md por idioma sobre como um agente lê este site, cada um com o seu SHA-256.',
    },
  },
  developerResourcesTool: {
    toolTitle: 'Listar recursos para desenvolvedores',
    toolDescription:
      'Cada documento legível por máquinas e cada API deste site (OpenAPI, APIs, cartão do servidor MCP, llms.txt, mapa do site), com URL absoluta, tipo de mídia e descrição.',
  },
};
