/** The projects capability's interface words in English: the model for its other languages. */
export const projectsWords = {
  projectCard: {
    tags: (project: string) => `Tags of ${project}`,
    demo: 'Live demo',
    source: 'Source code',
    featured: 'Featured',
    /** Read after "Live demo" or "Source code" by screen readers only. */
    ofProject: (project: string) => ` of ${project}`,
  },
  projectsPage: {
    heading: 'Projects',
    /** Plural forms by Intl.PluralRules category; `{count}` is the number in the owner's locale. */
    count: { one: '{count} project', other: '{count} projects' },
    lead: (projects: string, name: string) => `${projects} by ${name}. Featured ones come first.`,
    /** The link from a project's card to its page, when it has a write-up. */
    writeup: (project: string) => `More about ${project}`,
  },
  projectPage: {
    breadcrumb: 'Breadcrumb',
    when: 'When',
    links: 'Links',
    /** The navigation to the neighbouring projects, in the order of /projects. */
    siblings: 'More projects',
    previous: 'Previous project',
    next: 'Next project',
  },
};

export type ProjectsWords = typeof projectsWords;
