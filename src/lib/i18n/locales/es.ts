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
    volunteer: 'Voluntariado',
    awards: 'Premios',
    publications: 'Publicaciones',
    interests: 'Intereses',
    references: 'Referencias',
    roles: 'Roles',
    present: 'actualidad',
    studyIn: (studyType, area) => `${studyType} en ${area}`,
    issuedBy: (issuer) => `Emitido por ${issuer}`,
    awardedBy: (awarder) => `Otorgado por ${awarder}`,
    publishedBy: (publisher) => `Publicado por ${publisher}`,
    printHint: 'Para guardarlo como PDF, basta con imprimir esta página (Ctrl+P o ⌘P): la versión impresa deja afuera la navegación.',
    jsonLink: 'Este currículum en formato JSON Resume',
    toolTitle: 'Obtener currículum',
    toolDescription: (name) =>
      `El currículum de ${name} como documento JSON Resume (jsonresume.org): experiencia laboral, formación, habilidades, idiomas, certificaciones, proyectos y perfiles. El mismo documento que /resume.json.`,
  },

  // ── pages and components: layout, header, footer, home, projects, contact, 404, code activity, optimizer, developers, twins ──
  layout: {
    skipLink: 'Saltar al contenido',
    agentNote: (llmsTxt) => `Para agentes: [llms.txt](${llmsTxt}) indexa este sitio, con cada página en Markdown y las APIs.`,
    mainNav: 'Principal',
    markdownAlternate: 'Versión en Markdown',
    exampleNoticeLabel: 'Contenido de ejemplo',
    exampleNotice:
      'Este sitio muestra **contenido de ejemplo**. Para hacerlo propio, hay que hacer un fork, editar `src/data/owner.ts` y poner `example: false`.',
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
  projectCard: {
    tags: (project) => `Etiquetas de ${project}`,
    demo: 'Demo en vivo',
    source: 'Código fuente',
    featured: 'Destacado',
    ofProject: (project) => ` de ${project}`,
  },
  homePage: {
    profiles: 'Perfiles en otros sitios',
    skills: 'Habilidades',
    featured: 'Proyectos destacados',
    allProjects: 'Todos los proyectos',
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
  contactPage: {
    heading: 'Contacto',
    caption: 'Canales de contacto',
    channel: 'Canal',
    address: 'Dirección',
    note: 'Nota',
    preferred: 'Preferido',
    agents: (twin) =>
      `Los agentes pueden leer la misma lista con la herramienta MCP \`get_contact\` o en [esta página en Markdown](${twin}).`,
  },
  notFoundPage: {
    title: 'Página no encontrada',
    description: 'Esta página no existe.',
    lead: 'No hay nada en esta dirección.',
    suggestions: 'Quizás sirva alguna de estas páginas:',
  },
  codeActivity: {
    heading: 'Actividad de código',
    languages: 'Lenguajes',
    pushes: 'Últimos pushes',
    demos: 'Demos en vivo',
    repos: { one: '{count} repositorio público en GitHub desde {year}.', other: '{count} repositorios públicos en GitHub desde {year}.' },
    snapshot: 'Instantánea tomada el {date}.',
    live: 'Actualizado el {date}.',
    push: '{commit} en {repo} ({branch}), {date}',
    empty: 'La actividad pública de @{user} en GitHub no forma parte de esta copia de la página; se sirve en vivo en /api/codehost.',
    unavailable: 'La actividad en vivo no está disponible en este momento.',
  },
  developersPage: {
    heading: 'Portal para desarrolladores',
    lead: 'Todo en este sitio es público y sin claves. Las personas leen las páginas; los programas y los agentes de IA usan las APIs, el servidor MCP y los documentos de descubrimiento de abajo. Ninguna solicitud pide credenciales.',
    apis: 'APIs HTTP',
    contract:
      'El contrato completo es el documento OpenAPI 3.1 en [`/openapi.json`](/openapi.json). Los errores son JSON: `{"error": {"code", "message"}}`.',
    tryThem: 'Para probarlas:',
    curlFor: (operation) => `Ejemplo de curl para ${operation}`,
    educational: 'El optimizador es **educativo, no es asesoramiento de inversión**.',
    reference: 'Referencia',
    referenceIntro:
      'Generada a partir de [`/openapi.json`](/openapi.json), que a su vez se genera de los esquemas con que validan las funciones.',
    referenceInEnglish:
      'Como los nombres de los campos y los códigos de error, las descripciones de abajo son las del contrato, en inglés.',
    operationMeta: (operationId, tags) => `operationId \`${operationId}\` · etiqueta \`${tags}\``,
    requestBody: 'Cuerpo de la solicitud (JSON)',
    okResponse: 'Respuesta 200 (JSON)',
    responses: 'Respuestas',
    field: 'Campo',
    type: 'Tipo',
    required: 'Obligatorio',
    meaning: 'Significado',
    yes: 'sí',
    no: 'no',
    status: 'Estado',
    when: 'Cuándo',
    headers: 'Encabezados',
    mcp: 'Servidor MCP',
    mcpIntro: (mcpUrl) =>
      `Un servidor [Model Context Protocol](https://modelcontextprotocol.io) sin estado sobre Streamable HTTP en \`POST ${mcpUrl}\` (también \`/.well-known/mcp\`). Habla el protocolo 2026-07-28 (sin initialize: \`server/discover\`, y la versión en el \`_meta\` de cada solicitud) y, para clientes más antiguos, 2025-11-25 y anteriores con \`initialize\`.`,
    mcpTools: (more) =>
      `Sus herramientas de solo lectura son \`get_profile\`, \`list_projects\`, \`get_contact\`, \`list_developer_resources\`, \`get_code_activity\` (los mismos datos que la API de actividad de código), ${more}y \`search\` y \`fetch\` sobre las páginas del sitio y el documento OpenAPI, con la forma en que los llaman los conectores de ChatGPT.`,
    mcpToolResume: '`get_resume` (el currículum como JSON Resume), ',
    mcpToolOptimizer: '`optimize_portfolio` (el mismo cálculo que la API del optimizador), ',
    mcpResources:
      'Sus recursos son los gemelos en Markdown de las páginas (con las plantillas `{page}.md` y `projects/{slug}.md`), y ofrece dos prompts, `introduce_owner` y `project_brief`.',
    mcpCard: (cardUrl) =>
      `La [tarjeta del servidor](/.well-known/mcp/server-card.json) lo describe (la misma tarjeta está en \`GET ${cardUrl}\`, que [\`/.well-known/ai-catalog.json\`](/.well-known/ai-catalog.json) lista).`,
    connect: 'Conectar un cliente',
    claudeCode: 'Claude Code:',
    claudeCodeLabel: 'Agregar el servidor MCP a Claude Code',
    vscode: 'VS Code (`.vscode/mcp.json`):',
    vscodeLabel: 'Configuración MCP de VS Code',
    byHand: 'Cualquier cliente que hable Streamable HTTP toma la URL tal cual. A mano:',
    discoverLabel: 'server/discover de MCP con curl',
    callLabel: 'tools/call de MCP con curl',
    twins: 'Gemelos en Markdown',
    twinsIntro:
      'Cada página tiene al lado un gemelo en Markdown: `/projects` tiene `/projects.md`, la página de inicio tiene `/index.md`. Si se pide `text/markdown` en `Accept`, la URL de la página responde con el gemelo.',
    twinsLabel: 'Obtener una página en Markdown',
    twinsComment: 'o, sin negociación:',
    documents: 'Documentos de descubrimiento',
    documentsLabel: 'Recursos legibles por máquinas de este sitio',
    resource: 'Recurso',
    mediaType: 'Tipo de medio',
    whatItIs: 'Qué es',
  },
  optimizerPage: {
    heading: 'Optimizador de carteras',
    lead: 'Un optimizador educativo de media-varianza (Markowitz) para acciones, CEDEARs y bonos del Estado argentinos, con precios en ARS, sobre cierres diarios de data912.',
    disclaimer:
      '**Solo educativo, no es asesoramiento de inversión.** Los rendimientos pasados no predicen los futuros; los precios se ajustan por los splits y cambios de ratio de CEDEAR que el optimizador detecta (listados con los resultados) pero no por dividendos, y los rendimientos en ARS incluyen la inflación.',
    tickers: (min, max) => `Tickers (de ${min} a ${max})`,
    chosen: 'Tickers elegidos',
    addTicker: 'Agregar un ticker',
    add: 'Agregar',
    tickerHint: 'Escribir un símbolo como GGAL, AL30 o AAPL y pulsar Enter.',
    riskFree: 'Tasa libre de riesgo (%)',
    window: 'Ventana',
    months: { one: '{count} mes', other: '{count} meses' },
    years: { one: '{count} año', other: '{count} años' },
    minWeight: 'Peso mínimo (%)',
    maxWeight: 'Peso máximo (%)',
    budget: 'Presupuesto (ARS)',
    formTool:
      'Completa y ejecuta el optimizador de esta página, para que la persona vea la frontera, los pesos y los precios dibujados acá. Para obtener los análisis como datos, usá optimize_portfolio.',
    formToolTickers: 'Tickers cotizados en ARS, separados por comas, como GGAL, YPFD, AL30; de 2 a 10 junto con los ya elegidos.',
    optional: 'opcional',
    covariance: 'Covarianza',
    sample: 'Muestral',
    submit: 'Optimizar',
    noScript: 'El optimizador necesita JavaScript. Sin él, se puede llamar a la API directamente, como se muestra abajo.',
    howItWorks: 'Cómo funciona',
    formHelp:
      'El formulario toma de 2 a 10 tickers. Se escribe un símbolo como GGAL, AL30 o AAPL y se pulsa Enter; cada uno se quita con su botón ×. Las variantes en dólares (…D) y cable (…C) no son series en ARS. Después toma una tasa libre de riesgo en porcentaje anual, una ventana de 3 meses a 10 años, un peso mínimo y un peso máximo por ticker en porcentaje, un presupuesto opcional en ARS y el estimador de covarianza: muestral, o contracción de Ledoit–Wolf. Optimizar dibuja los resultados: las ruedas en común, el rendimiento esperado y la volatilidad de cada ticker, la frontera eficiente, los pesos de las carteras de mínima varianza y de máximo Sharpe, las acciones enteras para el presupuesto y los precios, normalizados.',
    method:
      'La página envía los tickers a `POST /api/portfolio/optimize`. La función busca cada ticker en los paneles de data912, obtiene los cierres diarios, se queda con las fechas que todas las series comparten en la ventana, ajusta hacia atrás los saltos de un día que coinciden con un split limpio o un ratio de CEDEAR (2:1, 10:1, etc.) y que las demás series no tuvieron, y calcula rendimientos diarios simples, rendimientos esperados anualizados como CAGR y la covarianza × 252 (muestral, o con la contracción de Ledoit–Wolf tal como la calcula PyPortfolioOpt). Luego resuelve las carteras de mínima varianza y de máximo Sharpe, sin posiciones cortas y totalmente invertidas, con cada peso entre el mínimo y el máximo elegidos, y traza la frontera eficiente, con las convenciones de PyPortfolioOpt. Con un presupuesto, convierte los pesos de máximo Sharpe en acciones enteras a los últimos cierres, como lo hace el DiscreteAllocation voraz de PyPortfolioOpt, e informa los pesos que sobran.',
    curlLabel: 'La misma solicitud con curl',
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
  optimizerProblems: {
    pattern: '{field}: cada ticker debe tener de 1 a 12 letras o dígitos.',
    unique: '{field} no debe repetirse (sin distinguir mayúsculas).',
    minItems: '{field}: hay que dar al menos {limit} tickers.',
    maxItems: '{field}: como máximo {limit} tickers.',
    minAboveMax: '{field} ({value}) supera el peso máximo ({limit}).',
    minWeightTooHigh: 'Con {count} tickers, {field} puede ser como máximo {limit}: {count} × {value} supera {whole}.',
    maxWeightTooLow: 'Con {count} tickers, {field} debe ser al menos {limit}: {count} × {value} no llega a {whole}.',
    unknownTickers:
      'Tickers desconocidos o sin cotización en ARS: {tickers}. Usar símbolos de los paneles de acciones, CEDEARs o bonos de data912.',
    insufficientOverlap:
      'Los tickers comparten {count} ruedas entre {from} y {to}; se necesitan al menos {required}. Conviene ampliar {window} o elegir otros tickers.',
    optimizationFailed: 'No se pudo completar la optimización para estas series.',
    marketDataUnavailable: 'Los datos de mercado (data912) no están disponibles en este momento. Volver a intentar en {seconds} s.',
  },
  optimizerScript: {
    remove: 'Quitar {ticker}',
    notATicker: '«{input}» no es un ticker: debe tener de 1 a 12 letras o dígitos.',
    duplicate: '{ticker} ya está en la lista.',
    tooMany: 'Como máximo {max} tickers.',
    tooFew: 'Hay que elegir al menos {min} tickers.',
    added: '{ticker} agregado. {count} tickers.',
    removed: '{ticker} quitado. {count} tickers.',
    optimising: 'Optimizando {tickers}…',
    done: 'Listo: {count} tickers en {days} ruedas.',
    otherError: 'El optimizador respondió con un error ({status}).',
    unreachable: 'No se pudo contactar al optimizador. Revisar la conexión y volver a intentar.',
    results: 'Resultados',
    commonDays: '{count} ruedas en común, del {from} al {to}. Precios en ARS de data912.',
    split: '{ticker}: precios anteriores al {date} divididos por {ratio}, un split o cambio de ratio {ratio}:1 encontrado en los datos.',
    reverseSplit: '{ticker}: precios anteriores al {date} divididos por 1/{ratio}, un split inverso 1:{ratio} encontrado en los datos.',
    statistics: 'Estadísticas por ticker',
    ticker: 'Ticker',
    market: 'Mercado',
    expectedReturn: 'Rendimiento esperado',
    volatility: 'Volatilidad',
    frontier: 'Frontera eficiente',
    weights: 'Pesos',
    minVariance: 'Mínima varianza',
    maxSharpe: 'Máximo Sharpe',
    portfolioSummary: 'Rendimiento {return} · volatilidad {volatility} · Sharpe {sharpe}',
    notApplicable: 'n/d',
    noPortfolio: 'Ninguna: ninguna cartera dentro de los límites de peso supera la tasa libre de riesgo.',
    weightsOf: 'Pesos de la cartera de {portfolio}',
    wholeShares: 'Acciones enteras para {budget}',
    allocationNote: 'Los pesos de {portfolio} a los últimos cierres; sobran {leftover}.',
    maxSharpeName: 'máximo Sharpe',
    minVarianceName: 'mínima varianza',
    shares: '{count} {ticker} a {price}',
    noShares: 'Ninguna acción entera entra en el presupuesto.',
    prices: 'Precios, normalizados',
    frontierTitle: 'Frontera eficiente',
    frontierDescription: 'Frontera eficiente de {count} carteras. Mínima varianza: rendimiento {return}, volatilidad {volatility}.',
    frontierMaxSharpe: 'Máximo Sharpe: rendimiento {return}, volatilidad {volatility}.',
    frontierNoMaxSharpe: 'No hay cartera de máximo Sharpe.',
    volatilityAxis: 'Volatilidad (anualizada)',
    returnAxis: 'Rendimiento esperado (anualizado)',
    pricesTitle: 'Precios normalizados',
    pricesDescription: 'Cierres del {from} al {to}, todos con base 100. Valores finales: {finals}.',
    priceAxis: 'Precio (primera fecha = 100)',
    dateAxis: 'Fecha',
    series: 'Series',
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
    aiCatalog: { title: 'Catálogo de IA', description: 'El catálogo de artefactos de IA del dominio: lista la tarjeta del servidor MCP.' },
    llmsTxt: { title: 'llms.txt', description: 'Índice del sitio para modelos de lenguaje, con enlaces a cada gemelo en Markdown.' },
    llmsFull: { title: 'llms-full.txt', description: 'Todas las páginas del sitio en Markdown, en un solo archivo.' },
    sitemap: { title: 'Mapa del sitio', description: 'Cada página HTML, según sitemaps.org 0.9.' },
  },

  mcpApp: {
    resourceTitle: 'Vista del optimizador de carteras',
    resourceDescription:
      'Una MCP App (text/html;profile=mcp-app) que dibuja un resultado de optimize_portfolio: la frontera eficiente, los pesos y los precios normalizados.',
    waiting: 'Esperando el resultado del optimizador…',
    failed: 'El optimizador no devolvió una cartera.',
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
