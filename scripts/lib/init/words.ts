import { uiLanguage } from '../../../src/lib/i18n/index.ts';

/** The few texts init writes itself when neither GitHub nor the résumé has one, in the site's language. */
export interface InitWords {
  headline: string;
  location: string;
  bio: (name: string) => string;
  availability: string;
  emailLabel: string;
  projectSummary: (language: string | undefined) => string;
  /** For a résumé project that has no description. */
  projectWithoutSummary: string;
}

const en: InitWords = {
  headline: 'Software developer',
  location: 'Remote',
  bio: (name) => `${name} builds software in the open. The projects below are on GitHub.`,
  availability: 'Open to conversations about software and open source.',
  emailLabel: 'Email',
  projectSummary: (language) => (language ? `A ${language} project; its code is on GitHub.` : 'A project whose code is on GitHub.'),
  projectWithoutSummary: 'A project; more about it soon.',
};

const es: InitWords = {
  headline: 'Desarrollo de software',
  location: 'Remoto',
  bio: (name) => `${name} desarrolla software en abierto. Los proyectos de más abajo están en GitHub.`,
  availability: 'Disponible para conversar sobre software y código abierto.',
  emailLabel: 'Correo',
  projectSummary: (language) =>
    language ? `Un proyecto en ${language}; el código está en GitHub.` : 'Un proyecto cuyo código está en GitHub.',
  projectWithoutSummary: 'Un proyecto; pronto, más detalles.',
};

const WORDS: Record<string, InitWords> = { en, es };

/** The placeholder texts for a site language; English for a language init has no words for. */
export function initWords(language: string): InitWords {
  return WORDS[uiLanguage(language) ?? 'en'] ?? en;
}
