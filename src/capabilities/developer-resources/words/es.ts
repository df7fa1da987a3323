import type { DeveloperResourcesWords } from './en.ts';

/** Las palabras de la interfaz de esta capacidad, en español. */
export const developerResourcesWords: DeveloperResourcesWords = {
  developerResources: {
    openApi: { title: 'Descripción OpenAPI', description: 'Contrato OpenAPI 3.1 de las APIs HTTP públicas.' },
    mcp: {
      title: 'Servidor MCP (Streamable HTTP)',
      description:
        'Endpoint del Model Context Protocol con herramientas de solo lectura para el perfil, los proyectos, el contacto y estos recursos.',
    },
    serverCard: {
      title: 'Tarjeta del servidor MCP',
      description:
        'Describe el servidor MCP y cómo llegar a él; la misma tarjeta está en /mcp/server-card, la ubicación que lista el AI Catalog.',
    },
    aiCatalog: {
      title: 'Catálogo de IA',
      description: 'El catálogo de artefactos de IA del dominio: lista la tarjeta del servidor MCP y las Agent Skills del sitio.',
    },
    llmsTxt: { title: 'llms.txt', description: 'Índice del sitio para modelos de lenguaje, con enlaces a cada gemelo en Markdown.' },
    llmsFull: { title: 'llms-full.txt', description: 'Todas las páginas del sitio en Markdown, en un solo archivo.' },
    sitemap: { title: 'Mapa del sitio', description: 'Cada página HTML, según sitemaps.org 0.9.' },
    agentSkills: {
      title: 'Agent Skills',
      description:
        'El índice de Agent Skills Discovery: un SKILL.md por idioma sobre cómo lee este sitio un agente, cada uno con su SHA-256.',
    },
  },
  developerResourcesTool: {
    toolTitle: 'Listar recursos para desarrolladores',
    toolDescription:
      'Cada documento legible por máquinas y cada API de este sitio (OpenAPI, APIs, tarjeta del servidor MCP, llms.txt, mapa del sitio), con URL absoluta, tipo de medio y descripción.',
  },
};
