import type { OptimizerWords } from './en.ts';

/** Las palabras de la interfaz de esta capacidad, en español. */
export const optimizerWords: OptimizerWords = {
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
  mcpApp: {
    resourceTitle: 'Vista del optimizador de carteras',
    resourceDescription:
      'Una MCP App (text/html;profile=mcp-app) que dibuja un resultado de optimize_portfolio: la frontera eficiente, los pesos y los precios normalizados.',
    waiting: 'Esperando el resultado del optimizador…',
    failed: 'El optimizador no devolvió una cartera.',
  },
  optimizer: {
    nav: 'Optimizador',
    title: 'Optimizador de carteras para instrumentos argentinos (educativo)',
    description:
      'Un optimizador educativo de media-varianza de Markowitz para acciones, CEDEARs y bonos argentinos, con precios en ARS. No es asesoramiento de inversión.',
    toolTitle: 'Optimizar una cartera (educativo)',
    toolDescription:
      'Análisis de media-varianza de Markowitz para 2 a 10 acciones, CEDEARs o bonos argentinos con precios en ARS (cierres diarios de data912): pesos de mínima varianza y de máximo Sharpe, frontera eficiente, covarianza. El mismo cálculo que POST /api/portfolio/optimize. Educativo, no es asesoramiento de inversión.',
    instructions:
      'optimize_portfolio es una ilustración educativa de Markowitz con datos del mercado argentino (ARS), no es asesoramiento de inversión.',
    developersClause: '`optimize_portfolio` (el mismo cálculo que la API del optimizador), ',
    developersNote: 'El optimizador es **educativo, no es asesoramiento de inversión**.',
    resourceTitle: 'API del optimizador de carteras',
    resourceDescription:
      'Enviá de 2 a 10 tickers: precios en ARS alineados de instrumentos argentinos con análisis de Markowitz. Educativo, no es asesoramiento de inversión.',
  },
  optimizerText: {
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
};
