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
    projects: {
      nav: 'Proyectos',
      title: (name) => `Proyectos de ${name}`,
      description: (name) => `Todos los proyectos de ${name}, con repositorios, demos en vivo y etiquetas.`,
    },
    project: {
      title: (project, name) => `${project}: un proyecto de ${name}`,
    },
    contact: {
      nav: 'Contacto',
      title: (name) => `Contactar a ${name}`,
      description: (name, channels) => `Cómo contactar a ${name}: ${channels}.`,
    },
    developers: {
      nav: 'Desarrolladores',
      title: 'Portal para desarrolladores: APIs, servidor MCP y documentos de descubrimiento',
      description: (name) =>
        `APIs públicas y sin clave, un servidor MCP y documentos legibles por máquinas sobre ${name}, con ejemplos de curl.`,
    },
    optimizer: {
      nav: 'Optimizador',
      title: 'Optimizador de carteras para instrumentos argentinos (educativo)',
      description:
        'Un optimizador educativo de media-varianza de Markowitz para acciones, CEDEARs y bonos argentinos, con precios en ARS. No es asesoramiento de inversión.',
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
  hero: {
    contact: 'Contacto',
    resume: 'Currículum',
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
    pattern: '{field} no tiene el formato esperado.',
    oneOf: '{field} debe ser uno de: {values}.',
    unknownFields: 'Campos desconocidos: {values}.',
    invalid: '{field} no es válido.',
  },

  // ── machine outputs: llms.txt, llms-full.txt, MCP tools, prompts and instructions, server card, Open Graph, JSON-LD, built-in developer resources ──
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
    getProfile: {
      title: 'Ver el perfil',
      description: (name) => `Quién es ${name}: nombre, titular, ubicación, biografía, habilidades, enlaces y usuario de GitHub.`,
    },
    listProjects: {
      title: 'Listar proyectos',
      description: (name) =>
        `Proyectos de ${name}, con resumen, etiquetas y las URLs de su página en este sitio, del repositorio y de la demo en vivo. Filtra por etiqueta (sin distinguir mayúsculas) o por destacados.`,
      tag: 'Solo los proyectos con esta etiqueta',
      featured: 'true: solo los proyectos destacados; false: solo los demás',
    },
    getContact: {
      title: 'Ver los datos de contacto',
      description: (name) => `Cómo contactar a ${name}: canales (correo, LinkedIn, GitHub, …), el preferido y su disponibilidad.`,
    },
    listDeveloperResources: {
      title: 'Listar recursos para desarrolladores',
      description:
        'Cada documento legible por máquinas y cada API de este sitio (OpenAPI, APIs, tarjeta del servidor MCP, llms.txt, mapa del sitio), con URL absoluta, tipo de medio y descripción.',
    },
    getCodeActivity: {
      title: 'Ver la actividad de código',
      description: (name) =>
        `La actividad pública de ${name} en GitHub: cantidad de repositorios, lenguajes, últimos pushes y demos destacadas. Los mismos datos y la misma caché que GET /api/codehost (se actualiza desde GitHub como mucho una vez por hora).`,
    },
    optimizePortfolio: {
      title: 'Optimizar una cartera (educativo)',
      description:
        'Análisis de media-varianza de Markowitz para 2 a 10 acciones, CEDEARs o bonos argentinos con precios en ARS (cierres diarios de data912): pesos de mínima varianza y de máximo Sharpe, frontera eficiente, covarianza. El mismo cálculo que POST /api/portfolio/optimize. Educativo, no es asesoramiento de inversión.',
    },
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
    location: (location) => `Ubicación: ${location}`,
    skills: (skills) => `Habilidades: ${skills}`,
    featured: 'destacado',
    demo: 'Demo',
    code: 'Código',
    page: 'Página',
    noProject: 'Ningún proyecto coincide.',
    preferred: 'preferido',
    activity: (repos, fetchedAt) => `${repos} repositorios públicos en GitHub; datos del ${fetchedAt}.`,
    activityStale: (repos, fetchedAt) =>
      `${repos} repositorios públicos en GitHub; datos del ${fetchedAt} (desactualizados: GitHub no responde).`,
    languages: (list) => `Lenguajes: ${list}`,
    noLanguages: 'ninguno',
    latestPushes: 'Últimos pushes:',
    push: (repo, branch, at) => `${repo} (${branch}) el ${at}`,
    activityUnavailable: (reason, seconds) =>
      `La actividad de GitHub no está disponible (${reason}) y todavía no hay nada en caché. Probá de nuevo en ${seconds} s.`,
    documentNotFound: (id, known) => `Ningún documento tiene el id ${id}. Ids conocidos: ${known}.`,
    invalidArguments: (tool, problems) => `Argumentos no válidos para ${tool}: ${problems}`,
    optimizerWindow: (tickers, days, from, to) => `${tickers}: ${days} ruedas en común del ${from} al ${to} (ARS, data912).`,
    portfolio: (label, weights, expectedReturn, volatility) =>
      `${label}: ${weights}; rendimiento ${expectedReturn}, volatilidad ${volatility}.`,
    minVariance: 'Mínima varianza',
    maxSharpe: 'Máximo Sharpe',
    noMaxSharpe: 'Máximo Sharpe: ninguno (ninguna cartera dentro de los límites supera la tasa libre de riesgo).',
    adjusted: (ticker, date, ratio) =>
      `Ajustado: los cierres de ${ticker} anteriores al ${date} divididos por ${ratio} (un split o un cambio de ratio).`,
    allocation: (budget, portfolio, shares, leftover) => `Asignación de ${budget} (${portfolio}): ${shares}; sobran ${leftover}.`,
    noShareAffordable: 'no alcanza para ninguna unidad entera',
    warning: (message) => `Advertencia: ${message}`,
    largeDailyMove: (ticker, change, day) =>
      `${ticker} varió ${change} el ${day}, sin una relación de split limpia: revisá si fue un evento corporativo que los datos no muestran.`,
    staleMarketData: (moment) =>
      `No se pudo contactar a data912, así que estos resultados usan los últimos datos que se obtuvieron, del ${moment}.`,
    noMaxSharpeWarning: (rate) =>
      `Ningún ticker tiene un rendimiento esperado mayor que la tasa libre de riesgo de ${rate}, así que no hay cartera de máximo Sharpe.`,
    disclaimer:
      'Ilustración educativa de la optimización de media-varianza sobre precios históricos. No es asesoramiento de inversión: los rendimientos pasados no predicen los futuros; los precios se ajustan por los splits y cambios de ratio detectados, no por dividendos.',
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
    instructionsResume: 'get_resume tiene el currículum como JSON Resume: experiencia, formación, habilidades, idiomas y certificaciones.',
    instructionsWriting: 'list_posts lista los artículos publicados, del más nuevo al más antiguo; fetch lee uno entero por su URL.',
    instructionsOptimizer:
      'optimize_portfolio es una ilustración educativa de Markowitz con datos del mercado argentino (ARS), no es asesoramiento de inversión.',
    pageResource: (description) => `${description} (Markdown)`,
    pageTemplateTitle: 'Una página del sitio en Markdown',
    pageTemplateDescription: (pages) => `El gemelo en Markdown de cualquier página; page es una de ${pages}.`,
    projectResource: (summary) => `${summary} (Markdown: la página del proyecto)`,
    projectTemplateTitle: 'La página de un proyecto en Markdown',
    projectTemplateDescription: (slugs) => `La página de un proyecto, con su reseña, en Markdown; slug es uno de ${slugs}.`,
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
