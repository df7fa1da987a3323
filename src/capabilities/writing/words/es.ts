import type { WritingWords } from './en.ts';

/** Las palabras de la interfaz de esta capacidad, en español. */
export const writingWords: WritingWords = {
  writing: {
    nav: 'Escritos',
    title: (name) => `Escritos de ${name}`,
    description: (name) => `Artículos de ${name}, del más nuevo al más antiguo, con feeds (RSS, Atom, JSON Feed).`,
    heading: 'Escritos',
    pageTitle: (name, page) => `Escritos de ${name}, página ${page}`,
    count: { one: '{count} artículo', other: '{count} artículos' },
    none: 'Todavía no hay artículos.',
    readingTime: { one: '{count} min de lectura', other: '{count} min de lectura' },
    published: 'Publicado',
    updated: 'Actualizado',
    tags: 'Etiquetas',
    tagTitle: (tag, name) => `Artículos de ${name} con la etiqueta «${tag}»`,
    tagDescription: (tag, name) => `Los artículos de ${name} con la etiqueta «${tag}», del más nuevo al más antiguo.`,
    tagHeading: (tag) => `Artículos con la etiqueta «${tag}»`,
    allPosts: 'Todos los artículos',
    breadcrumb: 'Ruta de navegación',
    siblings: 'Más artículos',
    previous: 'Artículo anterior',
    next: 'Artículo siguiente',
    pages: 'Páginas de la lista',
    olderPage: 'Artículos anteriores',
    newerPage: 'Artículos más nuevos',
    feeds: 'Seguir por feed: {rss}, {atom} o {json}.',
    feedTitle: (name) => `${name}: escritos`,
    listPosts: {
      title: 'Listar artículos',
      description: (name) =>
        `Los artículos publicados de ${name}, del más nuevo al más antiguo: título, descripción, fechas, etiquetas y URL (su gemelo en Markdown es la URL + ".md"; fetch acepta la URL como id). Filtra por etiqueta; páginas de 20 con el cursor.`,
      tag: 'Solo los artículos con esta etiqueta',
    },
    postsText: (count) => `${count} publicados:`,
    noPost: 'Ningún artículo coincide.',
    llmsSection: 'Escritos',
    postTemplateTitle: 'Artículo (Markdown)',
    postTemplateDescription: (slugs) => `Un artículo en Markdown, por su slug: ${slugs}.`,
    badCursor: 'cursor: no es un cursor que haya dado list_posts',
    newPost: {
      description: (title) => `De qué trata “${title}”, en una o dos oraciones.`,
      draftNote: 'Borrá esta línea (o ponela en false) para publicar el artículo con el próximo build.',
      body: 'Escribí el artículo acá, en Markdown.',
    },
  },
};
