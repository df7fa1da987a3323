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
  resume: {
    nav: 'Currículum',
    title: (name) => `Currículum de ${name}`,
    description: (name) =>
      `Experiencia laboral, formación, habilidades, idiomas y certificaciones de ${name}, listos para imprimir; también en formato JSON Resume.`,
    contact: 'Contacto',
    email: 'Correo electrónico',
    website: 'Sitio web',
    portfolio: 'Portafolio',
    work: 'Experiencia laboral',
    education: 'Formación',
    skills: 'Habilidades',
    languages: 'Idiomas',
    certificates: 'Certificaciones',
    projects: 'Proyectos destacados',
    highlights: 'Logros',
    present: 'actualidad',
    studyIn: (studyType, area) => `${studyType} en ${area}`,
    issuedBy: (issuer) => `Emitido por ${issuer}`,
    printHint: 'Para guardarlo como PDF, basta con imprimir esta página (Ctrl+P o ⌘P): la versión impresa deja afuera la navegación.',
    jsonLink: 'Este currículum en formato JSON Resume',
    toolTitle: 'Obtener currículum',
    toolDescription: (name) =>
      `El currículum de ${name} como documento JSON Resume (jsonresume.org): experiencia laboral, formación, habilidades, idiomas, certificaciones, proyectos y perfiles. El mismo documento que /resume.json.`,
  },

  // ── pages and components: layout, header, footer, home, projects, contact, 404, code activity, optimizer, developers, twins ──

  // ── machine outputs: llms.txt, llms-full.txt, MCP tools, prompts and instructions, server card, Open Graph, JSON-LD, built-in developer resources ──
};
