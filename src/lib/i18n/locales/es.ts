import type { SharedWords } from './en.ts';

/** Las palabras compartidas de la interfaz en español (las de cada capacidad están en su carpeta). */
export const es: SharedWords = {
  languageName: 'Español',
  pages: {
    home: {
      nav: 'Inicio',
      title: (name, headline) => `${name}: ${headline}`,
      description: (name) => `${name}: perfil, habilidades, proyectos destacados y actividad pública de código.`,
    },
  },

  // ── pages and components: layout, header, footer, home, projects, contact, 404, code activity, optimizer, developers, twins ──
  layout: {
    skipLink: 'Saltar al contenido',
    agentNote: (llmsTxt) => `Para agentes: [llms.txt](${llmsTxt}) indexa este sitio, con cada página en Markdown y las APIs.`,
    mainNav: 'Principal',
    languages: 'Idiomas',
    thisPageInYourLanguage: 'Esta página también está en español',
    dismiss: 'Cerrar',
    untranslated: (language) => `Se muestra en ${language}: todavía sin traducir.`,
    toc: 'En esta página',
    markdownAlternate: 'Versión en Markdown',
    exampleNoticeLabel: 'Contenido de ejemplo',
    exampleNotice:
      'Este sitio muestra **contenido de ejemplo**. Para hacerlo propio, hay que hacer un fork y correr `npm run init`, que escribe `src/content/owner.ts`.',
    footerNav: 'Documentos legibles por máquinas',
    twinLink: 'Esta página en Markdown',
    darkTheme: 'Tema oscuro',
    colophon: (name) => `© ${name}. Hecho con Astro, servido por Netlify. Público y sin claves: ninguna API pide credenciales.`,
  },
  writeup: {
    copy: 'Copiar',
    copied: 'Copiado al portapapeles',
    copyFailed: 'No se pudo copiar: seleccioná el código y copialo a mano',
    callouts: { note: 'Nota', tip: 'Consejo', important: 'Importante', warning: 'Advertencia', caution: 'Precaución' },
    anchor: (heading) => `Enlace a la sección «${heading}»`,
    diagram: 'Diagrama',
    diagramSource: 'El diagrama como texto (Mermaid)',
    footnotes: 'Notas al pie',
    backToReference: (reference) => `Volver a la referencia ${reference}`,
  },
  hero: {
    contact: 'Contacto',
  },
  samples: {
    curlFor: (operation) => `Ejemplo de curl para ${operation}`,
  },
  devArea: {
    heading: 'Para desarrolladores y agentes',
    lead: 'El mismo sitio, para programas: cada página en Markdown, un índice para modelos de lenguaje y APIs públicas sin claves.',
  },
  homePage: {
    profiles: 'Perfiles en otros sitios',
    skills: 'Habilidades',
    featured: 'Proyectos destacados',
    allProjects: 'Todos los proyectos',
  },

  notFoundPage: {
    title: 'Página no encontrada',
    description: 'Esta página no existe.',
    lead: 'No hay nada en esta dirección.',
    suggestions: 'Quizás sirva alguna de estas páginas:',
  },
  search: {
    nav: 'Buscar',
    title: (name) => `Buscar en el sitio de ${name}`,
    description: (name) => `Buscá en cada página, artículo y proyecto del sitio de ${name}.`,
    label: 'Palabras a buscar',
    submit: 'Buscar',
    shortcut: 'Apretá / o Ctrl+K en cualquier página para venir acá.',
    searching: 'Buscando…',
    results: { one: '{count} página encontrada', other: '{count} páginas encontradas' },
    none: 'Ninguna página tiene estas palabras.',
    failed: 'No se pudo cargar la búsqueda. Recargá la página para intentar de nuevo.',
    needsScript: 'La búsqueda corre en tu navegador y necesita JavaScript.',
    formTool:
      'Busca en las páginas de este sitio dentro de esta página, para que la persona vea acá los resultados: el título de cada página, su dirección y las palabras alrededor de lo encontrado. Para los documentos en Markdown, usá search y fetch.',
    formToolQuery: 'Las palabras a buscar, como las escribiría una persona.',
  },
  requestBody: {
    unsupportedMediaType: 'Enviá el cuerpo como application/json.',
    tooLarge: 'El cuerpo admite como máximo {bytes} bytes.',
    empty: 'La solicitud no tiene cuerpo.',
    notUtf8: 'El cuerpo no es UTF-8 válido.',
    invalidJson: 'El cuerpo no es JSON válido.',
    methodNotAllowed: 'Usá {methods}.',
  },
  problems: {
    required: 'Falta {field}.',
    type: '{field} debe ser {expected}.',
    expected: {
      number: 'un número',
      integer: 'un número entero',
      string: 'texto',
      array: 'una lista',
      object: 'un objeto JSON',
      boolean: 'true o false',
    },
    min: '{field} debe ser al menos {limit}.',
    greaterThan: '{field} debe ser mayor que {limit}.',
    max: '{field} debe ser como máximo {limit}.',
    lessThan: '{field} debe ser menor que {limit}.',
    minItems: '{field} necesita al menos {limit} elementos.',
    maxItems: '{field} admite como máximo {limit} elementos.',
    minLength: '{field} debe tener al menos {limit} carácter(es).',
    maxLength: '{field} admite como máximo {limit} caracteres.',
    pattern: '{field} no tiene el formato esperado.',
    oneOf: '{field} debe ser uno de: {values}.',
    unknownFields: 'Campos desconocidos: {values}.',
    invalid: '{field} no es válido.',
  },

  // ── machine outputs: llms.txt, llms-full.txt, MCP tools, prompts and instructions, server card, Open Graph, JSON-LD, built-in developer resources ──
  agentSkill: {
    description: (name: string) =>
      `Leer como agente el sitio de portfolio de ${name}: perfil, proyectos, artículos, currículum, datos de contacto y actividad de código, con su servidor MCP, cada página en Markdown, llms.txt y APIs HTTP sin clave. Usalo cuando una tarea trate de ${name}, de su trabajo o de cómo contactarle.`,
    heading: (name: string) => `El sitio de ${name}, para agentes`,
    whenToUse: 'Cuándo usarlo',
    whenToUseText: (name: string) =>
      `Cuando alguien pregunte por ${name}: quién es, qué construyó o escribió, su experiencia o cómo contactarle. Todo lo de acá es público y de solo lectura, y nada necesita clave.`,
    mcp: 'El servidor MCP',
    mcpText: (endpoint: string) =>
      `Streamable HTTP en ${endpoint}: sin estado (no hay sesión que abrir), respuestas en JSON. A un cliente MCP le basta con esa dirección. Sus herramientas, cada una con los parámetros de un \`tools/call\`:`,
    mcpCall: 'La primera, tal como la manda curl (cualquier otra va igual, con su nombre en `Mcp-Name` y en el cuerpo):',
    twins: 'Cada página en Markdown',
    twinsText:
      'Agregá `.md` a la ruta de una página (`/projects` → `/projects.md`), o pedí la página misma con `Accept: text/markdown`. Cada gemelo empieza con su título, su idioma y sus traducciones en un front matter YAML.',
    llmsText: (index: string, full: string) =>
      `${index} lista cada página, documento y API; ${full} tiene cada página completa, en un solo archivo.`,
    apis: 'APIs HTTP',
    apisText: (contract: string) => `Sin clave ni cookie; los errores son JSON con un código. El contrato es ${contract}.`,
  },
  llms: {
    summary: (headline, location) =>
      `${headline}. ${location}. Portfolio personal y portal para desarrolladores: cada página tiene un gemelo en Markdown, y APIs públicas sin clave y un servidor MCP exponen la misma información.`,
    negotiation: (header, contractUrl) =>
      `Enviá ${header} a la URL de cualquier página para obtener su gemelo en Markdown. Las APIs no necesitan credenciales; su contrato es ${contractUrl}.`,
    machineReadable: 'Documentos legibles por máquinas:',
    endpoints: 'Endpoints (no son documentos para descargar):',
    pagesSection: 'Páginas',
    projectsSection: 'Proyectos',
    optionalSection: 'Opcional',
    source: 'Fuente:',
    otherLanguages: (links: string) => `Este índice en los otros idiomas del sitio: ${links}.`,
  },
  mcpTools: {
    search: {
      title: 'Buscar en el sitio',
      description:
        'Búsqueda por palabras clave en los documentos de este sitio (cada página en Markdown, y la descripción OpenAPI). Devuelve ids, títulos y URLs, de la mejor coincidencia a la peor; pasá un id a fetch para obtener el texto completo.',
      query: 'Palabras a buscar',
    },
    fetch: {
      title: 'Obtener un documento',
      description: 'El texto completo de uno de los documentos de este sitio, por el id que devolvió search (o por su URL).',
      id: 'Un id de search, como "/projects.md", o la URL del documento',
    },
  },
  mcpText: {
    documentNotFound: (id, known) => `Ningún documento tiene el id ${id}. Ids conocidos: ${known}.`,
    invalidArguments: (tool, problems) => `Argumentos no válidos para ${tool}: ${problems}`,
  },
  mcpServer: {
    introduceTitle: (name) => `Presentar a ${name}`,
    introduceDescription: (name) => `Una presentación breve y con fuentes de ${name}: quién es, qué construye y cómo contactarle.`,
    introduceMessage: (name) =>
      `Presentá a ${name} en pocas oraciones. Llamá a get_profile, a list_projects con featured: true y a get_contact; usá solo lo que devuelvan, y terminá con la forma preferida de contacto.`,
    briefTitle: 'Resumen de un proyecto',
    briefDescription: (name) => `Qué es uno de los proyectos de ${name}, con qué está hecho y dónde verlo.`,
    briefArgument: (projects) => `El nombre del proyecto: ${projects}`,
    briefOn: (project) => `Resumen de ${project}`,
    briefMessage: (name, project) =>
      `Escribí un resumen breve del proyecto "${project}" de ${name}: qué hace, con qué está hecho y dónde verlo. Llamá a list_projects y usá solo la entrada llamada "${project}".`,
    instructions: (name, websiteUrl) =>
      `Datos públicos, de solo lectura, sobre ${name}, de la misma fuente que ${websiteUrl}. Empezá por get_profile; list_projects y get_contact responden las preguntas habituales; get_code_activity tiene el trabajo reciente en GitHub. search y fetch leen cualquier página del sitio en Markdown, y la descripción OpenAPI de sus APIs HTTP.`,
    pageResource: (description) => `${description} (Markdown)`,
    pageTemplateTitle: 'Una página del sitio en Markdown',
    pageTemplateDescription: (pages) => `El gemelo en Markdown de cualquier página; page es una de ${pages}.`,
    projectResource: (summary) => `${summary} (Markdown: la página del proyecto)`,
    title: (name) => `${name}: portafolio`,
    description: (name) => `Perfil, proyectos, contacto y recursos para desarrolladores de ${name}.`,
    catalogQueries: (name) => [
      `¿Quién es ${name} y en qué trabaja?`,
      `¿Qué proyectos construyó ${name}?`,
      `¿Cómo contacto a ${name}?`,
      `¿Qué publicó ${name} en GitHub últimamente?`,
    ],
  },

  // ── npm run init: the few texts it writes when neither GitHub nor the résumé has one ──
  init: {
    headline: 'Desarrollo de software',
    location: 'Remoto',
    bio: (name) => `${name} desarrolla software en abierto. Los proyectos de más abajo están en GitHub.`,
    availability: 'Disponible para conversar sobre software y código abierto.',
    emailLabel: 'Correo electrónico',
    projectSummary: (language) =>
      language ? `Un proyecto en ${language}; el código está en GitHub.` : 'Un proyecto cuyo código está en GitHub.',
    projectWithoutSummary: 'Un proyecto; pronto, más detalles.',
  },
};
