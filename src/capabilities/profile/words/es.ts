import type { ProfileWords } from './en.ts';

/** Las palabras de la interfaz de esta capacidad, en español. */
export const profileWords: ProfileWords = {
  contactPage: {
    heading: 'Contacto',
    caption: 'Canales de contacto',
    channel: 'Canal',
    address: 'Dirección',
    note: 'Nota',
    preferred: 'Preferido',
    agents: (twin) =>
      `Los agentes pueden leer la misma lista con la herramienta MCP \`get_contact\` o en [esta página en Markdown](${twin}).`,
  },
  profile: {
    nav: 'Contacto',
    title: (name) => `Contactar a ${name}`,
    description: (name, channels) => `Cómo contactar a ${name}: ${channels}.`,
    profileToolTitle: 'Ver el perfil',
    profileToolDescription: (name) => `Quién es ${name}: nombre, titular, ubicación, biografía, habilidades, enlaces y usuario de GitHub.`,
    contactToolTitle: 'Ver los datos de contacto',
    contactToolDescription: (name) => `Cómo contactar a ${name}: canales (correo, LinkedIn, GitHub, …), el preferido y su disponibilidad.`,
    location: (location) => `Ubicación: ${location}`,
    skills: (skills) => `Habilidades: ${skills}`,
    preferred: 'preferido',
  },
};
