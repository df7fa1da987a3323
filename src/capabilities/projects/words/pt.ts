import type { ProjectsWords } from './en.ts';

/** As palavras da interface desta capacidade, em português. */
export const projectsWords: ProjectsWords = {
  projectCard: {
    tags: (project) => `Etiquetas de ${project}`,
    demo: 'Demo ao vivo',
    source: 'Código-fonte',
    featured: 'Em destaque',
    ofProject: (project) => ` de ${project}`,
  },
  projectsPage: {
    heading: 'Projetos',
    count: { one: '{count} projeto', other: '{count} projetos' },
    lead: (projects, name) => `${projects} de ${name}. Os em destaque vêm primeiro.`,
    writeup: (project) => `Mais sobre ${project}`,
  },
  projectPage: {
    breadcrumb: 'Trilha de navegação',
    when: 'Quando',
    links: 'Links',
    siblings: 'Mais projetos',
    previous: 'Projeto anterior',
    next: 'Próximo projeto',
  },
  projects: {
    nav: 'Projetos',
    title: (name) => `Projetos de ${name}`,
    description: (name) => `Todos os projetos de ${name}, com repositórios, demos ao vivo e etiquetas.`,
    projectTitle: (project, name) => `${project}: um projeto de ${name}`,
    toolTitle: 'Listar projetos',
    toolDescription: (name) =>
      `Projetos de ${name}, com resumo, etiquetas e as URLs da sua página neste site, do repositório e da demo ao vivo. Filtra por etiqueta (sem distinguir maiúsculas) ou pelos em destaque.`,
    toolTag: 'Apenas os projetos com esta etiqueta',
    toolFeatured: 'true: apenas os projetos em destaque; false: apenas os outros',
    featured: 'em destaque',
    demo: 'Demo',
    code: 'Código',
    page: 'Página',
    noProject: 'Nenhum projeto corresponde.',
    templateTitle: 'A página de um projeto em Markdown',
    templateDescription: (slugs) => `A página de um projeto, com o seu texto, em Markdown; slug é um de ${slugs}.`,
  },
};
