import type { StatsWords } from './en.ts';

/** Las palabras de las estadísticas, en español. */
export const statsWords: StatsWords = {
  stats: {
    kinds: {
      people: 'Personas',
      'search-crawler': 'Buscadores',
      'ai-crawler': 'Rastreadores de IA',
      'ai-assistant': 'Asistentes de IA',
      'feed-reader': 'Lectores de feeds',
      'other-bot': 'Otros programas',
      'mcp-client': 'Clientes MCP',
      unknown: 'Desconocidos',
    },
    toolTitle: 'Estadísticas del sitio',
    toolDescription:
      'Quién leyó este sitio en los últimos días (30, salvo que `days` diga otra cosa): pedidos por tipo de lector (personas, buscadores, rastreadores de IA, asistentes de IA, lectores de feeds, otros programas, clientes MCP), lo que cada uno leyó más y los clientes MCP con las herramientas que usaron. Solo para quien es dueño del sitio.',
    summary: (total, from, to) => `${total} pedidos del ${from} al ${to}.`,
    mcpClients: 'Clientes MCP',
    noMcpClients: 'Todavía ningún cliente MCP.',
    unavailable: 'El almacén de estadísticas no respondió; probá de nuevo en un minuto.',
  },
};
