/** The resume capability's interface words in English: the model for its other languages. */
export const resumeWords = {
  // ── résumé: /resume, /resume.md, get_resume ──
  resume: {
    nav: 'Résumé',
    title: (name: string) => `Résumé of ${name}`,
    description: (name: string) =>
      `${name}'s work experience, education, skills, languages and certificates, ready to print; also as JSON Resume.`,
    contact: 'Contact',
    email: 'Email',
    website: 'Website',
    portfolio: 'Portfolio',
    work: 'Work experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    certificates: 'Certificates',
    projects: 'Selected projects',
    highlights: 'Highlights',
    volunteer: 'Volunteering',
    awards: 'Awards',
    publications: 'Publications',
    interests: 'Interests',
    references: 'References',
    roles: 'Roles',
    present: 'present',
    /** "Bachelor" and "Computer Science": "Bachelor in Computer Science". */
    studyIn: (studyType: string, area: string) => `${studyType} in ${area}`,
    issuedBy: (issuer: string) => `Issued by ${issuer}`,
    awardedBy: (awarder: string) => `Awarded by ${awarder}`,
    publishedBy: (publisher: string) => `Published by ${publisher}`,
    pdfLink: 'This résumé as a PDF',
    jsonLink: 'This résumé as JSON Resume',
    /** llms.txt's sentence for /resume.pdf; `address` is already Markdown. */
    pdfNote: (address: string) => `The résumé as a PDF, to print or send: ${address}.`,
    toolTitle: 'Get résumé',
    toolDescription: (name: string) =>
      `${name}'s résumé as a JSON Resume document (jsonresume.org): work, education, skills, languages, certificates, projects and profiles. The same document as /resume.json; the result links the résumé as a PDF too.`,
  },
  /** The home page's button to the résumé, its sentence in the MCP server's instructions and on the developers page. */
  resumeMcp: {
    heroLink: 'Résumé',
    instructions: 'get_resume has the résumé as JSON Resume: work, education, skills, languages and certificates.',
    developersClause: '`get_resume` (the résumé as JSON Resume), ',
  },
};

export type ResumeWords = typeof resumeWords;
