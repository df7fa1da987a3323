import type { ResumeWords } from './en.ts';

/** Las palabras de la interfaz de esta capacidad, en español. */
export const resumeWords: ResumeWords = {
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
    volunteer: 'Voluntariado',
    awards: 'Premios',
    publications: 'Publicaciones',
    interests: 'Intereses',
    references: 'Referencias',
    roles: 'Roles',
    present: 'actualidad',
    studyIn: (studyType, area) => `${studyType} en ${area}`,
    issuedBy: (issuer) => `Emitido por ${issuer}`,
    awardedBy: (awarder) => `Otorgado por ${awarder}`,
    publishedBy: (publisher) => `Publicado por ${publisher}`,
    pdfLink: 'Este currículum en PDF',
    jsonLink: 'Este currículum en formato JSON Resume',
    pdfNote: (address) => `El currículum en PDF, para imprimir o enviar: ${address}.`,
    toolTitle: 'Obtener currículum',
    toolDescription: (name) =>
      `El currículum de ${name} como documento JSON Resume (jsonresume.org): experiencia laboral, formación, habilidades, idiomas, certificaciones, proyectos y perfiles. El mismo documento que /resume.json; el resultado enlaza también el currículum en PDF.`,
  },
  resumeMcp: {
    heroLink: 'Currículum',
    instructions: 'get_resume tiene el currículum como JSON Resume: experiencia, formación, habilidades, idiomas y certificaciones.',
    developersClause: '`get_resume` (el currículum como JSON Resume), ',
  },
};
