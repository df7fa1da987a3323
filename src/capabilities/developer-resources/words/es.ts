import type { DeveloperResourcesWords } from './en.ts';

/** Las palabras de la interfaz de esta capacidad, en español. */
export const developerResourcesWords: DeveloperResourcesWords = {
  developerResources: {
    openApi: { title: 'Descripción OpenAPI', description: 'Contrato OpenAPI 3.1 de las APIs HTTP públicas.' },
    codehost: {
      title: 'API de actividad de código',
      description: 'Actividad pública en GitHub: cantidad de repositorios, lenguajes, pushes recientes, demos en vivo destacadas.',
    },
    optimizer: {
      title: 'API del optimizador de carteras',
      description:
        'Enviá {tickers}: precios en ARS alineados de instrumentos argentinos con análisis de Markowitz. Educativo, no es asesoramiento de inversión.',
    },
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
    aiCatalog: { title: 'Catálogo de IA', description: 'El catálogo de artefactos de IA del dominio: lista la tarjeta del servidor MCP.' },
    llmsTxt: { title: 'llms.txt', description: 'Índice del sitio para modelos de lenguaje, con enlaces a cada gemelo en Markdown.' },
    llmsFull: { title: 'llms-full.txt', description: 'Todas las páginas del sitio en Markdown, en un solo archivo.' },
    sitemap: { title: 'Mapa del sitio', description: 'Cada página HTML, según sitemaps.org 0.9.' },
  },
};
