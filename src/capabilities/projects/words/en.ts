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
  /** The projects page in the navigation, a project page's title, and what list_projects says. */
  projects: {
    nav: 'Projects',
    title: (name: string) => `Projects by ${name}`,
    description: (name: string) => `Every project by ${name}, with repositories, live demos and tags.`,
    projectTitle: (project: string, name: string) => `${project}: a project by ${name}`,
    toolTitle: 'List projects',
    toolDescription: (name: string) =>
      `Projects by ${name}, with summary, tags, their page on this site, repository and live-demo URLs. Filter by tag (case-insensitive) or by featured.`,
    toolTag: 'Only projects with this tag',
    toolFeatured: 'true: only featured projects; false: only the others',
    featured: 'featured',
    demo: 'Demo',
    code: 'Code',
    page: 'Page',
    noProject: 'No project matches.',
    templateTitle: "A project's page as Markdown",
    templateDescription: (slugs: string) => `A project's page, its write-up included, as Markdown; slug is one of ${slugs}.`,
  },
};

export type ProjectsWords = typeof projectsWords;
