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
};
