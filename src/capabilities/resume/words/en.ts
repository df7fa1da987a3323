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
    printHint: 'To save it as a PDF, print this page (Ctrl+P or ⌘P): the print version leaves out the navigation.',
    jsonLink: 'This résumé as JSON Resume',
    toolTitle: 'Get résumé',
    toolDescription: (name: string) =>
      `${name}'s résumé as a JSON Resume document (jsonresume.org): work, education, skills, languages, certificates, projects and profiles. The same document as /resume.json.`,
  },
};

export type ResumeWords = typeof resumeWords;
