import type { ProfileWords } from './en.ts';

/** As palavras da interface desta capacidade, em português. */
export const profileWords: ProfileWords = {
  contactPage: {
    heading: 'Contato',
    caption: 'Canais de contato',
    channel: 'Canal',
    address: 'Endereço',
    note: 'Observação',
    preferred: 'Preferido',
    agents: (twin) => `Os agentes podem ler a mesma lista com a ferramenta MCP \`get_contact\` ou em [esta página em Markdown](${twin}).`,
  },
  profile: {
    nav: 'Contato',
    title: (name) => `Entrar em contato com ${name}`,
    description: (name, channels) => `Como entrar em contato com ${name}: ${channels}.`,
    profileToolTitle: 'Ver o perfil',
    profileToolDescription: (name) => `Quem é ${name}: nome, título, localização, biografia, competências, links e usuário do GitHub.`,
    contactToolTitle: 'Ver os dados de contato',
    contactToolDescription: (name) =>
      `Como entrar em contato com ${name}: canais (e-mail, LinkedIn, GitHub, …), o preferido e a disponibilidade.`,
    location: (location) => `Localização: ${location}`,
    skills: (skills) => `Competências: ${skills}`,
    preferred: 'preferido',
  },
};
