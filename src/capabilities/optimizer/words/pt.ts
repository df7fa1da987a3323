import type { OptimizerWords } from './en.ts';

/** As palavras da interface desta capacidade, em português. */
export const optimizerWords: OptimizerWords = {
  optimizerPage: {
    heading: 'Otimizador de carteiras',
    lead: 'Um otimizador educativo de média-variância (Markowitz) para ações, CEDEARs e títulos públicos argentinos, com preços em ARS, sobre fechamentos diários da data912.',
    disclaimer:
      '**Apenas educativo, não é recomendação de investimento.** Os retornos passados não preveem os futuros; os preços são ajustados pelos desdobramentos e mudanças de razão de CEDEAR que o otimizador detecta (listados com os resultados), mas não por dividendos, e os retornos em ARS incluem a inflação.',
    tickers: (min, max) => `Tickers (de ${min} a ${max})`,
    chosen: 'Tickers escolhidos',
    addTicker: 'Adicionar um ticker',
    add: 'Adicionar',
    tickerHint: 'Digite um símbolo como GGAL, AL30 ou AAPL e pressione Enter.',
    riskFree: 'Taxa livre de risco (%)',
    window: 'Janela',
    months: { one: '{count} mês', other: '{count} meses' },
    years: { one: '{count} ano', other: '{count} anos' },
    minWeight: 'Peso mínimo (%)',
    maxWeight: 'Peso máximo (%)',
    budget: 'Orçamento (ARS)',
    formTool:
      'Preenche e executa o otimizador desta página, para que a pessoa veja a fronteira, os pesos e os preços desenhados aqui. Para obter as análises como dados, use optimize_portfolio.',
    formToolTickers: 'Tickers cotados em ARS, separados por vírgulas, como GGAL, YPFD, AL30; de 2 a 10 junto com os já escolhidos.',
    optional: 'opcional',
    covariance: 'Covariância',
    sample: 'Amostral',
    submit: 'Otimizar',
    noScript: 'O otimizador precisa de JavaScript. Sem ele, é possível chamar a API diretamente, como mostrado abaixo.',
    howItWorks: 'Como funciona',
    formHelp:
      'O formulário aceita de 2 a 10 tickers. Digite um símbolo como GGAL, AL30 ou AAPL e pressione Enter; remova um com o seu botão ×. As variantes em dólares (…D) e cabo (…C) não são séries em ARS. Depois aceita uma taxa livre de risco em porcentagem ao ano, uma janela de 3 meses a 10 anos, um peso mínimo e um peso máximo por ticker em porcentagem, um orçamento opcional em ARS e o estimador de covariância: amostral, ou contração de Ledoit–Wolf. Otimizar desenha os resultados: os dias de negociação em comum, o retorno esperado e a volatilidade de cada ticker, a fronteira eficiente, os pesos das carteiras de variância mínima e de Sharpe máximo, as ações inteiras para o orçamento e os preços, normalizados.',
    method:
      'A página envia os tickers para `POST /api/portfolio/optimize`. A função procura cada ticker nos painéis da data912, obtém os fechamentos diários, fica com as datas que todas as séries compartilham na janela, ajusta para trás os saltos de um dia que coincidem com um desdobramento limpo ou uma razão de CEDEAR (2:1, 10:1 etc.) e que as outras séries não tiveram, e calcula retornos diários simples, retornos esperados anualizados como CAGR e a covariância × 252 (amostral, ou com a contração de Ledoit–Wolf tal como a calcula o PyPortfolioOpt). Em seguida resolve as carteiras de variância mínima e de Sharpe máximo, sem posições vendidas e totalmente investidas, com cada peso entre o mínimo e o máximo escolhidos, e traça a fronteira eficiente, com as convenções do PyPortfolioOpt. Com um orçamento, converte os pesos de Sharpe máximo em ações inteiras aos últimos fechamentos, como faz o DiscreteAllocation guloso do PyPortfolioOpt, e informa os pesos argentinos que sobram.',
    curlLabel: 'A mesma requisição com curl',
  },
  optimizerProblems: {
    pattern: '{field}: cada ticker deve ter de 1 a 12 letras ou dígitos.',
    unique: '{field} não deve se repetir (sem distinguir maiúsculas).',
    minItems: '{field}: indique pelo menos {limit} tickers.',
    maxItems: '{field}: no máximo {limit} tickers.',
    minAboveMax: '{field} ({value}) é maior que o peso máximo ({limit}).',
    minWeightTooHigh: 'Com {count} tickers, {field} pode ser no máximo {limit}: {count} × {value} é mais que {whole}.',
    maxWeightTooLow: 'Com {count} tickers, {field} deve ser pelo menos {limit}: {count} × {value} é menos que {whole}.',
    unknownTickers:
      'Tickers desconhecidos ou sem cotação em ARS: {tickers}. Use símbolos dos painéis de ações, CEDEARs ou títulos da data912.',
    insufficientOverlap:
      'Os tickers compartilham {count} dias de negociação entre {from} e {to}; são necessários pelo menos {required}. Amplie {window} ou escolha outros tickers.',
    optimizationFailed: 'Não foi possível concluir a otimização para estas séries.',
    marketDataUnavailable: 'Os dados de mercado (data912) não estão disponíveis neste momento. Tente de novo em {seconds} s.',
  },
  optimizerScript: {
    remove: 'Remover {ticker}',
    notATicker: '“{input}” não é um ticker: use de 1 a 12 letras ou dígitos.',
    duplicate: '{ticker} já está na lista.',
    tooMany: 'No máximo {max} tickers.',
    tooFew: 'Escolha pelo menos {min} tickers.',
    added: '{ticker} adicionado. {count} tickers.',
    removed: '{ticker} removido. {count} tickers.',
    optimising: 'Otimizando {tickers}…',
    done: 'Pronto: {count} tickers em {days} dias de negociação.',
    otherError: 'O otimizador respondeu com um erro ({status}).',
    unreachable: 'Não foi possível contatar o otimizador. Verifique a sua conexão e tente de novo.',
    results: 'Resultados',
    commonDays: '{count} dias de negociação em comum, de {from} a {to}. Preços em ARS da data912.',
    split:
      '{ticker}: preços anteriores a {date} divididos por {ratio}, um desdobramento ou mudança de razão {ratio}:1 encontrado nos dados.',
    reverseSplit: '{ticker}: preços anteriores a {date} divididos por 1/{ratio}, um grupamento 1:{ratio} encontrado nos dados.',
    statistics: 'Estatísticas por ticker',
    ticker: 'Ticker',
    market: 'Mercado',
    expectedReturn: 'Retorno esperado',
    volatility: 'Volatilidade',
    frontier: 'Fronteira eficiente',
    weights: 'Pesos',
    minVariance: 'Variância mínima',
    maxSharpe: 'Sharpe máximo',
    portfolioSummary: 'Retorno {return} · volatilidade {volatility} · Sharpe {sharpe}',
    notApplicable: 'n/d',
    noPortfolio: 'Nenhuma: nenhuma carteira dentro dos limites de peso supera a taxa livre de risco.',
    weightsOf: 'Pesos da carteira de {portfolio}',
    wholeShares: 'Ações inteiras para {budget}',
    allocationNote: 'Os pesos de {portfolio} aos últimos fechamentos; sobram {leftover}.',
    maxSharpeName: 'Sharpe máximo',
    minVarianceName: 'variância mínima',
    shares: '{count} {ticker} a {price}',
    noShares: 'Nenhuma ação inteira cabe no orçamento.',
    prices: 'Preços, normalizados',
    frontierTitle: 'Fronteira eficiente',
    frontierDescription: 'Fronteira eficiente de {count} carteiras. Variância mínima: retorno {return}, volatilidade {volatility}.',
    frontierMaxSharpe: 'Sharpe máximo: retorno {return}, volatilidade {volatility}.',
    frontierNoMaxSharpe: 'Não há carteira de Sharpe máximo.',
    volatilityAxis: 'Volatilidade (anualizada)',
    returnAxis: 'Retorno esperado (anualizado)',
    pricesTitle: 'Preços normalizados',
    pricesDescription: 'Fechamentos de {from} a {to}, todos com base 100. Valores finais: {finals}.',
    priceAxis: 'Preço (primeira data = 100)',
    dateAxis: 'Data',
    series: 'Séries',
  },
  mcpApp: {
    resourceTitle: 'Vista do otimizador de carteiras',
    resourceDescription:
      'Uma MCP App (text/html;profile=mcp-app) que desenha um resultado de optimize_portfolio: a fronteira eficiente, os pesos e os preços normalizados.',
    waiting: 'Aguardando o resultado do otimizador…',
    failed: 'O otimizador não devolveu uma carteira.',
  },
  optimizer: {
    nav: 'Otimizador',
    title: 'Otimizador de carteiras para instrumentos argentinos (educativo)',
    description:
      'Um otimizador educativo de média-variância de Markowitz para ações, CEDEARs e títulos argentinos, com preços em ARS. Não é recomendação de investimento.',
    toolTitle: 'Otimizar uma carteira (educativo)',
    toolDescription:
      'Análise de média-variância de Markowitz para 2 a 10 ações, CEDEARs ou títulos argentinos com preços em ARS (fechamentos diários da data912): pesos de variância mínima e de Sharpe máximo, fronteira eficiente, covariância. O mesmo cálculo que POST /api/portfolio/optimize. Educativo, não é recomendação de investimento.',
    instructions:
      'optimize_portfolio é uma ilustração educativa de Markowitz com dados do mercado argentino (ARS), não é recomendação de investimento.',
    developersClause: '`optimize_portfolio` (o mesmo cálculo que a API do otimizador), ',
    developersNote: 'O otimizador é **educativo, não é recomendação de investimento**.',
    resourceTitle: 'API do otimizador de carteiras',
    resourceDescription:
      'Envie de 2 a 10 tickers: preços em ARS alinhados de instrumentos argentinos com análise de Markowitz. Educativo, não é recomendação de investimento.',
  },
  optimizerText: {
    optimizerWindow: (tickers, days, from, to) => `${tickers}: ${days} dias de negociação em comum de ${from} a ${to} (ARS, data912).`,
    portfolio: (label, weights, expectedReturn, volatility) =>
      `${label}: ${weights}; retorno ${expectedReturn}, volatilidade ${volatility}.`,
    minVariance: 'Variância mínima',
    maxSharpe: 'Sharpe máximo',
    noMaxSharpe: 'Sharpe máximo: nenhuma (nenhuma carteira dentro dos limites supera a taxa livre de risco).',
    adjusted: (ticker, date, ratio) =>
      `Ajustado: os fechamentos de ${ticker} anteriores a ${date} divididos por ${ratio} (um desdobramento ou uma mudança de razão).`,
    allocation: (budget, portfolio, shares, leftover) => `Alocação de ${budget} (${portfolio}): ${shares}; sobram ${leftover}.`,
    noShareAffordable: 'não dá para nenhuma unidade inteira',
    warning: (message) => `Aviso: ${message}`,
    largeDailyMove: (ticker, change, day) =>
      `${ticker} variou ${change} em ${day}, sem uma razão de desdobramento limpa: verifique se foi um evento corporativo que os dados não mostram.`,
    staleMarketData: (moment) =>
      `Não foi possível contatar a data912, então estes resultados usam os últimos dados obtidos dela, de ${moment}.`,
    noMaxSharpeWarning: (rate) =>
      `Nenhum ticker tem um retorno esperado maior que a taxa livre de risco de ${rate}, então não há carteira de Sharpe máximo.`,
    disclaimer:
      'Ilustração educativa da otimização de média-variância sobre preços históricos. Não é recomendação de investimento: os retornos passados não preveem os futuros; os preços são ajustados pelos desdobramentos e mudanças de razão detectados, não por dividendos.',
  },
};
