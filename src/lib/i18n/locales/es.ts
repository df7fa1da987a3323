import type { Dictionary } from './en.ts';

/** Cada palabra de la interfaz en español. */
export const es: Dictionary = {
  languageName: 'Español',
  pages: {
    home: {
      nav: 'Inicio',
      title: (name, headline) => `${name}: ${headline}`,
      description: (name) => `${name}: perfil, habilidades, proyectos destacados y actividad pública de código.`,
    },
    projects: {
      nav: 'Proyectos',
      title: (name) => `Proyectos de ${name}`,
      description: (name) => `Todos los proyectos de ${name}, con repositorios, demos en vivo y etiquetas.`,
    },
    contact: {
      nav: 'Contacto',
      title: (name) => `Contactar a ${name}`,
      description: (name, channels) => `Cómo contactar a ${name}: ${channels}.`,
    },
    developers: {
      nav: 'Desarrolladores',
      title: 'Portal para desarrolladores: APIs, servidor MCP y documentos de descubrimiento',
      description: (name) =>
        `APIs públicas y sin clave, un servidor MCP y documentos legibles por máquinas sobre ${name}, con ejemplos de curl.`,
    },
    optimizer: {
      nav: 'Optimizador',
      title: 'Optimizador de carteras para instrumentos argentinos (educativo)',
      description:
        'Un optimizador educativo de media-varianza de Markowitz para acciones, CEDEARs y bonos argentinos, con precios en ARS. No es asesoramiento de inversión.',
    },
  },

  // ── résumé: /resume, /resume.md, get_resume ──

  // ── pages and components: layout, header, footer, home, projects, contact, 404, code activity, optimizer, developers, twins ──

  // ── machine outputs: llms.txt, llms-full.txt, MCP tools, prompts and instructions, server card, Open Graph, JSON-LD, built-in developer resources ──
};
