import type { ProjectsWords } from './en.ts';

/** Las palabras de la interfaz de esta capacidad, en español. */
export const projectsWords: ProjectsWords = {
  projectCard: {
    tags: (project) => `Etiquetas de ${project}`,
    demo: 'Demo en vivo',
    source: 'Código fuente',
    featured: 'Destacado',
    ofProject: (project) => ` de ${project}`,
  },
  projectsPage: {
    heading: 'Proyectos',
    count: { one: '{count} proyecto', other: '{count} proyectos' },
    lead: (projects, name) => `${projects} de ${name}. Los destacados van primero.`,
    writeup: (project) => `Más sobre ${project}`,
  },
  projectPage: {
    breadcrumb: 'Ruta de navegación',
    when: 'Cuándo',
    links: 'Enlaces',
    siblings: 'Más proyectos',
    previous: 'Proyecto anterior',
    next: 'Proyecto siguiente',
  },
};
