import type { ResumeWords } from './en.ts';

/** As palavras da interface desta capacidade, em português. */
export const resumeWords: ResumeWords = {
  // ── résumé: /resume, /resume.md, get_resume ──
  resume: {
    nav: 'Currículo',
    title: (name) => `Currículo de ${name}`,
    description: (name) =>
      `Experiência profissional, formação, competências, idiomas e certificações de ${name}, prontos para imprimir; também no formato JSON Resume.`,
    contact: 'Contato',
    email: 'E-mail',
    website: 'Site',
    portfolio: 'Portfólio',
    work: 'Experiência profissional',
    education: 'Formação',
    skills: 'Competências',
    languages: 'Idiomas',
    certificates: 'Certificações',
    projects: 'Projetos selecionados',
    highlights: 'Destaques',
    volunteer: 'Voluntariado',
    awards: 'Prêmios',
    publications: 'Publicações',
    interests: 'Interesses',
    references: 'Referências',
    roles: 'Funções',
    present: 'atual',
    studyIn: (studyType, area) => `${studyType} em ${area}`,
    issuedBy: (issuer) => `Emitido por ${issuer}`,
    awardedBy: (awarder) => `Concedido por ${awarder}`,
    publishedBy: (publisher) => `Publicado por ${publisher}`,
    pdfLink: 'Este currículo em PDF',
    jsonLink: 'Este currículo no formato JSON Resume',
    pdfNote: (address) => `O currículo em PDF, para imprimir ou enviar: ${address}.`,
    toolTitle: 'Obter o currículo',
    toolDescription: (name) =>
      `O currículo de ${name} como documento JSON Resume (jsonresume.org): experiência profissional, formação, competências, idiomas, certificações, projetos e perfis. O mesmo documento que /resume.json; o resultado também aponta para o currículo em PDF.`,
  },
  resumeMcp: {
    heroLink: 'Currículo',
    instructions: 'get_resume tem o currículo como JSON Resume: experiência, formação, competências, idiomas e certificações.',
    developersClause: '`get_resume` (o currículo como JSON Resume), ',
  },
};
