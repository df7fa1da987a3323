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
  projects: {
    nav: 'Proyectos',
    title: (name) => `Proyectos de ${name}`,
    description: (name) => `Todos los proyectos de ${name}, con repositorios, demos en vivo y etiquetas.`,
    projectTitle: (project, name) => `${project}: un proyecto de ${name}`,
    toolTitle: 'Listar proyectos',
    toolDescription: (name) =>
      `Proyectos de ${name}, con resumen, etiquetas y las URLs de su página en este sitio, del repositorio y de la demo en vivo. Filtra por etiqueta (sin distinguir mayúsculas) o por destacados.`,
    toolTag: 'Solo los proyectos con esta etiqueta',
    toolFeatured: 'true: solo los proyectos destacados; false: solo los demás',
    featured: 'destacado',
    demo: 'Demo',
    code: 'Código',
    page: 'Página',
    noProject: 'Ningún proyecto coincide.',
    templateTitle: 'La página de un proyecto en Markdown',
    templateDescription: (slugs) => `La página de un proyecto, con su reseña, en Markdown; slug es uno de ${slugs}.`,
  },
};
