import type { SharedWords } from './en.ts';

/** As palavras compartilhadas da interface em português (as de cada capacidade estão na sua pasta). */
export const pt: SharedWords = {
  languageName: 'Português',
  pages: {
    home: {
      nav: 'Início',
      title: (name, headline) => `${name}: ${headline}`,
      description: (name) => `${name}: perfil, competências, projetos em destaque e atividade pública de código.`,
    },
  },

  // ── pages and components: layout, header, footer, home, projects, contact, 404, code activity, optimizer, developers, twins ──
  layout: {
    skipLink: 'Ir para o conteúdo',
    agentNote: (llmsTxt) => `Para agentes: [llms.txt](${llmsTxt}) indexa este site, com cada página em Markdown e as APIs.`,
    mainNav: 'Principal',
    languages: 'Idiomas',
    thisPageInYourLanguage: 'Esta página também está em português',
    dismiss: 'Fechar',
    untranslated: (language) => `Exibido em ${language}: ainda não traduzido.`,
    toc: 'Nesta página',
    markdownAlternate: 'Versão em Markdown',
    exampleNoticeLabel: 'Conteúdo de exemplo',
    exampleNotice:
      'Este site mostra **conteúdo de exemplo**. Para torná-lo seu, faça um fork e execute `npm run init`, que escreve `src/content/owner.ts`.',
    footerNav: 'Documentos legíveis por máquinas',
    twinLink: 'Esta página em Markdown',
    darkTheme: 'Tema escuro',
    colophon: (name) => `© ${name}. Feito com Astro, servido pela Netlify. Público e sem chaves: nenhuma API pede credenciais.`,
  },
  writeup: {
    copy: 'Copiar',
    copied: 'Copiado para a área de transferência',
    copyFailed: 'Não foi possível copiar: selecione o código e copie-o você mesmo',
    callouts: { note: 'Nota', tip: 'Dica', important: 'Importante', warning: 'Aviso', caution: 'Cuidado' },
    anchor: (heading) => `Link para a seção “${heading}”`,
    diagram: 'Diagrama',
    diagramSource: 'O diagrama como texto (Mermaid)',
    footnotes: 'Notas de rodapé',
    backToReference: (reference) => `Voltar à referência ${reference}`,
  },
  hero: {
    contact: 'Contato',
  },
  samples: {
    curlFor: (operation) => `Exemplo de curl para ${operation}`,
  },
  devArea: {
    heading: 'Para desenvolvedores e agentes',
    lead: 'O mesmo site, para programas: cada página em Markdown, um índice para modelos de linguagem e APIs públicas sem chaves.',
  },
  homePage: {
    profiles: 'Perfis em outros sites',
    skills: 'Competências',
    featured: 'Projetos em destaque',
    allProjects: 'Todos os projetos',
  },

  notFoundPage: {
    title: 'Página não encontrada',
    description: 'Esta página não existe.',
    lead: 'Não há nada neste endereço.',
    suggestions: 'Talvez uma destas páginas ajude:',
  },
  search: {
    nav: 'Pesquisar',
    title: (name) => `Pesquisar no site de ${name}`,
    description: (name) => `Pesquise em cada página, artigo e projeto do site de ${name}.`,
    label: 'Palavras a procurar',
    submit: 'Pesquisar',
    shortcut: 'Pressione / ou Ctrl+K em qualquer página para vir aqui.',
    searching: 'Pesquisando…',
    results: { one: '{count} página encontrada', other: '{count} páginas encontradas' },
    none: 'Nenhuma página tem estas palavras.',
    failed: 'Não foi possível carregar a pesquisa. Recarregue a página para tentar de novo.',
    needsScript: 'A pesquisa é feita no seu navegador e precisa de JavaScript.',
    formTool:
      'Pesquisa as páginas deste site nesta página, para que a pessoa veja aqui os resultados: o título de cada página, o seu endereço e as palavras em volta do que foi encontrado. Para os documentos em Markdown, use search e fetch.',
    formToolQuery: 'As palavras a procurar, como uma pessoa as escreveria.',
  },
  requestBody: {
    unsupportedMediaType: 'Envie o corpo como application/json.',
    tooLarge: 'O corpo aceita no máximo {bytes} bytes.',
    empty: 'A requisição não tem corpo.',
    notUtf8: 'O corpo não é UTF-8 válido.',
    invalidJson: 'O corpo não é JSON válido.',
    methodNotAllowed: 'Use {methods}.',
  },
  problems: {
    required: '{field} é obrigatório.',
    type: '{field} deve ser {expected}.',
    expected: {
      number: 'um número',
      integer: 'um número inteiro',
      string: 'texto',
      array: 'uma lista',
      object: 'um objeto JSON',
      boolean: 'true ou false',
    },
    min: '{field} deve ser pelo menos {limit}.',
    greaterThan: '{field} deve ser maior que {limit}.',
    max: '{field} deve ser no máximo {limit}.',
    lessThan: '{field} deve ser menor que {limit}.',
    minItems: '{field} precisa de pelo menos {limit} itens.',
    maxItems: '{field} aceita no máximo {limit} itens.',
    minLength: '{field} deve ter pelo menos {limit} caractere(s).',
    maxLength: '{field} aceita no máximo {limit} caracteres.',
    pattern: '{field} não tem o formato esperado.',
    oneOf: '{field} deve ser um destes: {values}.',
    unknownFields: 'Campos desconhecidos: {values}.',
    invalid: '{field} não é válido.',
  },

  // ── machine outputs: llms.txt, llms-full.txt, MCP tools, prompts and instructions, server card, Open Graph, JSON-LD, built-in developer resources ──
  agentSkill: {
    description: (name: string) =>
      `Ler como agente o site de portfólio de ${name}: perfil, projetos, artigos, currículo, contatos e atividade de código, pelo seu servidor MCP, cada página em Markdown, llms.txt e APIs HTTP sem chave. Use quando uma tarefa for sobre ${name}, o seu trabalho ou como entrar em contato.`,
    heading: (name: string) => `O site de ${name}, para agentes`,
    whenToUse: 'Quando usar',
    whenToUseText: (name: string) =>
      `Quando alguém perguntar sobre ${name}: quem é, o que construiu ou escreveu, a sua experiência ou como entrar em contato. Tudo aqui é público e somente leitura, e nada precisa de chave.`,
    mcp: 'O servidor MCP',
    mcpText: (endpoint: string) =>
      `Streamable HTTP em ${endpoint}: sem estado (não há sessão a abrir), respostas em JSON. Um cliente MCP só precisa desse endereço. As suas ferramentas, cada uma com os parâmetros de um \`tools/call\`:`,
    mcpCall: 'A primeira, como o curl a envia (qualquer outra vai do mesmo jeito, com o seu nome em `Mcp-Name` e no corpo):',
    twins: 'Cada página em Markdown',
    twinsText:
      'Acrescente `.md` ao caminho de uma página (`/projects` → `/projects.md`), ou peça a própria página com `Accept: text/markdown`. Cada gêmeo começa com o seu título, o seu idioma e as suas traduções num front matter YAML.',
    llmsText: (index: string, full: string) =>
      `${index} lista cada página, documento e API; ${full} tem cada página inteira, num só arquivo.`,
    apis: 'APIs HTTP',
    apisText: (contract: string) => `Sem chave nem cookie; os erros são JSON com um código. O contrato é ${contract}.`,
  },
  llms: {
    summary: (headline, location) =>
      `${headline}. ${location}. Portfólio pessoal e portal para desenvolvedores: cada página tem um gêmeo em Markdown, e APIs públicas sem chave e um servidor MCP expõem a mesma informação.`,
    negotiation: (header, contractUrl) =>
      `Envie ${header} para a URL de qualquer página para obter o seu gêmeo em Markdown. As APIs não precisam de credenciais; o seu contrato é ${contractUrl}.`,
    machineReadable: 'Documentos legíveis por máquinas:',
    endpoints: 'Endpoints (não são documentos para baixar):',
    pagesSection: 'Páginas',
    projectsSection: 'Projetos',
    optionalSection: 'Opcional',
    source: 'Fonte:',
    otherLanguages: (links: string) => `Este índice nos outros idiomas do site: ${links}.`,
  },
  mcpTools: {
    search: {
      title: 'Pesquisar no site',
      description:
        'Pesquisa por palavras-chave nos documentos deste site (cada página em Markdown, e a descrição OpenAPI). Devolve ids, títulos e URLs, da melhor correspondência para a pior; passe um id a fetch para obter o texto completo.',
      query: 'Palavras a procurar',
    },
    fetch: {
      title: 'Obter um documento',
      description: 'O texto completo de um dos documentos deste site, pelo id que search devolveu (ou pela sua URL).',
      id: 'Um id de search, como "/projects.md", ou a URL do documento',
    },
  },
  mcpText: {
    documentNotFound: (id, known) => `Nenhum documento tem o id ${id}. Ids conhecidos: ${known}.`,
    invalidArguments: (tool, problems) => `Argumentos inválidos para ${tool}: ${problems}`,
  },
  mcpServer: {
    introduceTitle: (name) => `Apresentar ${name}`,
    introduceDescription: (name) => `Uma apresentação breve e com fontes de ${name}: quem é, o que constrói e como entrar em contato.`,
    introduceMessage: (name) =>
      `Apresente ${name} em poucas frases. Chame get_profile, list_projects com featured: true e get_contact; use apenas o que devolverem, e termine com a forma de contato preferida.`,
    briefTitle: 'Resumo de um projeto',
    briefDescription: (name) => `O que é um dos projetos de ${name}, com o que é feito e onde vê-lo.`,
    briefArgument: (projects) => `O nome do projeto: ${projects}`,
    briefOn: (project) => `Resumo de ${project}`,
    briefMessage: (name, project) =>
      `Escreva um resumo breve do projeto "${project}" de ${name}: o que faz, com o que é feito e onde vê-lo. Chame list_projects e use apenas a entrada chamada "${project}".`,
    instructions: (name, websiteUrl) =>
      `Dados públicos, somente leitura, sobre ${name}, da mesma fonte que ${websiteUrl}. Comece por get_profile; list_projects e get_contact respondem às perguntas habituais; get_code_activity tem o trabalho recente no GitHub. search e fetch leem qualquer página do site em Markdown, e a descrição OpenAPI das suas APIs HTTP.`,
    pageResource: (description) => `${description} (Markdown)`,
    pageTemplateTitle: 'Uma página do site em Markdown',
    pageTemplateDescription: (pages) => `O gêmeo em Markdown de qualquer página; page é uma de ${pages}.`,
    projectResource: (summary) => `${summary} (Markdown: a página do projeto)`,
    title: (name) => `${name}: portfólio`,
    description: (name) => `Perfil, projetos, contato e recursos para desenvolvedores de ${name}.`,
    catalogQueries: (name) => [
      `Quem é ${name} e no que trabalha?`,
      `Que projetos ${name} construiu?`,
      `Como entro em contato com ${name}?`,
      `O que ${name} publicou no GitHub ultimamente?`,
    ],
  },

  // ── npm run init: the few texts it writes when neither GitHub nor the résumé has one ──
  init: {
    headline: 'Desenvolvimento de software',
    location: 'Remoto',
    bio: (name) => `${name} desenvolve software em código aberto. Os projetos abaixo estão no GitHub.`,
    availability: 'Disponível para conversar sobre software e código aberto.',
    emailLabel: 'E-mail',
    projectSummary: (language) =>
      language ? `Um projeto em ${language}; o código está no GitHub.` : 'Um projeto cujo código está no GitHub.',
    projectWithoutSummary: 'Um projeto; em breve, mais detalhes.',
  },
};
