import type { Dictionary } from './en.ts';

/** Cada palabra de la interfaz en español. */
export const es: Dictionary = {
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

  // ── résumé: /resume, /resume.md, get_resume ──
  resume: {
    nav: 'Currículum',
    title: (name) => `Currículum de ${name}`,
    description: (name) =>
      `Experiencia laboral, formación, habilidades, idiomas y certificaciones de ${name}, listos para imprimir; también en formato JSON Resume.`,
    contact: 'Contacto',
    email: 'Correo electrónico',
    website: 'Sitio web',
    portfolio: 'Portafolio',
    work: 'Experiencia laboral',
    education: 'Formación',
    skills: 'Habilidades',
    languages: 'Idiomas',
    certificates: 'Certificaciones',
    projects: 'Proyectos destacados',
    highlights: 'Logros',
    present: 'actualidad',
    studyIn: (studyType, area) => `${studyType} en ${area}`,
    issuedBy: (issuer) => `Emitido por ${issuer}`,
    printHint: 'Para guardarlo como PDF, basta con imprimir esta página (Ctrl+P o ⌘P): la versión impresa deja afuera la navegación.',
    jsonLink: 'Este currículum en formato JSON Resume',
    toolTitle: 'Obtener currículum',
    toolDescription: (name) =>
      `El currículum de ${name} como documento JSON Resume (jsonresume.org): experiencia laboral, formación, habilidades, idiomas, certificaciones, proyectos y perfiles. El mismo documento que /resume.json.`,
  },

  // ── pages and components: layout, header, footer, home, projects, contact, 404, code activity, optimizer, developers, twins ──

  // ── machine outputs: llms.txt, llms-full.txt, MCP tools, prompts and instructions, server card, Open Graph, JSON-LD, built-in developer resources ──
  llms: {
    summary: (headline, location) =>
      `${headline}. ${location}. Portfolio personal y portal para desarrolladores: cada página tiene un gemelo en Markdown, y APIs públicas sin clave y un servidor MCP exponen la misma información.`,
    negotiation: (header, contractUrl) =>
      `Enviá ${header} a la URL de cualquier página para obtener su gemelo en Markdown. Las APIs no necesitan credenciales; su contrato es ${contractUrl}.`,
    machineReadable: 'Documentos legibles por máquinas:',
    endpoints: 'Endpoints (no son documentos para descargar):',
    pagesSection: 'Páginas',
    optionalSection: 'Opcional',
    source: 'Fuente:',
  },
  mcpTools: {
    getProfile: {
      title: 'Ver el perfil',
      description: (name) => `Quién es ${name}: nombre, titular, ubicación, biografía, habilidades, enlaces y usuario de GitHub.`,
    },
    listProjects: {
      title: 'Listar proyectos',
      description: (name) =>
        `Proyectos de ${name}, con resumen, etiquetas y URLs del repositorio y de la demo en vivo. Filtra por etiqueta (sin distinguir mayúsculas) o por destacados.`,
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
    instructionsOptimizer:
      'optimize_portfolio es una ilustración educativa de Markowitz con datos del mercado argentino (ARS), no es asesoramiento de inversión.',
    pageResource: (description) => `${description} (Markdown)`,
    pageTemplateTitle: 'Una página del sitio en Markdown',
    pageTemplateDescription: (pages) => `El gemelo en Markdown de cualquier página; page es una de ${pages}.`,
    title: (name) => `${name}: portfolio`,
    description: (name) => `Perfil, proyectos, contacto y recursos para desarrolladores de ${name}.`,
  },
  developerResources: {
    openApi: { title: 'Descripción OpenAPI', description: 'Contrato OpenAPI 3.1 de las APIs HTTP públicas.' },
    codehost: {
      title: 'API de actividad de código',
      description: 'Actividad pública en GitHub: cantidad de repositorios, lenguajes, pushes recientes, demos en vivo destacadas.',
    },
    optimizer: {
      title: 'API del optimizador de carteras',
      description:
        'Enviá {tickers}: precios en ARS alineados de instrumentos argentinos con análisis de Markowitz. Educativo, no es asesoramiento de inversión.',
    },
    mcp: {
      title: 'Servidor MCP (Streamable HTTP)',
      description:
        'Endpoint del Model Context Protocol con herramientas de solo lectura para el perfil, los proyectos, el contacto y estos recursos.',
    },
    serverCard: {
      title: 'Tarjeta del servidor MCP',
      description:
        'Describe el servidor MCP y cómo llegar a él; la misma tarjeta está en /mcp/server-card, la ubicación que lista el AI Catalog.',
    },
    aiCatalog: { title: 'AI Catalog', description: 'El catálogo de artefactos de IA del dominio: lista la tarjeta del servidor MCP.' },
    llmsTxt: { title: 'llms.txt', description: 'Índice del sitio para modelos de lenguaje, con enlaces a cada gemelo en Markdown.' },
    llmsFull: { title: 'llms-full.txt', description: 'Todas las páginas del sitio en Markdown, en un solo archivo.' },
    sitemap: { title: 'Mapa del sitio', description: 'Cada página HTML, según sitemaps.org 0.9.' },
  },
};
