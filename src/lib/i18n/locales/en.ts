/**
 * Every interface word of the site in English: the model for every other language.
 * A language is one file like this one, typed as `Dictionary`, so a missing key fails the
 * typecheck; register it in ../index.ts. Owner text never goes in here.
 * Functions take the owner's values (already plain text) and return plain text: each output
 * format escapes the result itself.
 */
export const en = {
  /** The name of the language in itself, for a language switcher or a résumé. */
  languageName: 'English',
  pages: {
    home: {
      nav: 'Home',
      title: (name: string, headline: string) => `${name}: ${headline}`,
      description: (name: string) => `${name}: profile, skills, featured projects and public code activity.`,
    },
    projects: {
      nav: 'Projects',
      title: (name: string) => `Projects by ${name}`,
      description: (name: string) => `Every project by ${name}, with repositories, live demos and tags.`,
    },
    /** A project's own page, /projects/<slug>; its description is the project's summary. */
    project: {
      title: (project: string, name: string) => `${project}: a project by ${name}`,
    },
    contact: {
      nav: 'Contact',
      title: (name: string) => `Contact ${name}`,
      description: (name: string, channels: string) => `How to reach ${name}: ${channels}.`,
    },
    developers: {
      nav: 'Developers',
      title: 'Developer portal: APIs, MCP server and discovery documents',
      description: (name: string) =>
        `Public, keyless APIs, an MCP server and machine-readable documents about ${name}, with curl examples.`,
    },
    optimizer: {
      nav: 'Optimizer',
      title: 'Portfolio optimizer for Argentine instruments (educational)',
      description:
        'An educational Markowitz mean-variance optimizer for Argentine stocks, CEDEARs and bonds, priced in ARS. Not investment advice.',
    },
  },

  // ── résumé: /resume, /resume.md, get_resume ──
  resume: {
    nav: 'Résumé',
    title: (name: string) => `Résumé of ${name}`,
    description: (name: string) =>
      `${name}'s work experience, education, skills, languages and certificates, ready to print; also as JSON Resume.`,
    contact: 'Contact',
    email: 'Email',
    website: 'Website',
    portfolio: 'Portfolio',
    work: 'Work experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    certificates: 'Certificates',
    projects: 'Selected projects',
    highlights: 'Highlights',
    volunteer: 'Volunteering',
    awards: 'Awards',
    publications: 'Publications',
    interests: 'Interests',
    references: 'References',
    roles: 'Roles',
    present: 'present',
    /** "Bachelor" and "Computer Science": "Bachelor in Computer Science". */
    studyIn: (studyType: string, area: string) => `${studyType} in ${area}`,
    issuedBy: (issuer: string) => `Issued by ${issuer}`,
    awardedBy: (awarder: string) => `Awarded by ${awarder}`,
    publishedBy: (publisher: string) => `Published by ${publisher}`,
    printHint: 'To save it as a PDF, print this page (Ctrl+P or ⌘P): the print version leaves out the navigation.',
    jsonLink: 'This résumé as JSON Resume',
    toolTitle: 'Get résumé',
    toolDescription: (name: string) =>
      `${name}'s résumé as a JSON Resume document (jsonresume.org): work, education, skills, languages, certificates, projects and profiles. The same document as /resume.json.`,
  },

  // ── pages and components: layout, header, footer, home, projects, contact, 404, code activity, optimizer, developers, twins ──
  /** Layout, header and footer, on every page. Texts with `code`, **bold** or [links](/…) render through InlineMarkdown. */
  layout: {
    skipLink: 'Skip to content',
    agentNote: (llmsTxt: string) => `For agents: [llms.txt](${llmsTxt}) indexes this site, with every page as Markdown and the APIs.`,
    mainNav: 'Main',
    markdownAlternate: 'Markdown version',
    exampleNoticeLabel: 'Example content',
    exampleNotice: 'This site shows **example content**. Fork it, edit `src/data/owner.ts` and set `example: false`.',
    footerNav: 'Machine-readable documents',
    twinLink: 'This page as Markdown',
    /** The theme button's name; pressed means the dark theme is on. */
    darkTheme: 'Dark theme',
    colophon: (name: string) => `© ${name}. Built with Astro, served by Netlify. Public and keyless: no API needs a credential.`,
  },
  /** The home page's hero: its calls to action beside the owner's name and picture. */
  hero: {
    contact: 'Get in touch',
    resume: 'Résumé',
  },
  /** The footer's area for programs: the page's twin, llms.txt and the machine-readable documents. */
  devArea: {
    heading: 'For developers and agents',
    lead: 'The same site for programs: every page as Markdown, an index for language models, public APIs with no keys.',
  },
  projectCard: {
    tags: (project: string) => `Tags of ${project}`,
    demo: 'Live demo',
    source: 'Source code',
    featured: 'Featured',
    /** Read after "Live demo" or "Source code" by screen readers only. */
    ofProject: (project: string) => ` of ${project}`,
  },
  homePage: {
    profiles: 'Profiles elsewhere',
    skills: 'Skills',
    featured: 'Featured projects',
    allProjects: 'All projects',
  },
  projectsPage: {
    heading: 'Projects',
    /** Plural forms by Intl.PluralRules category; `{count}` is the number in the owner's locale. */
    count: { one: '{count} project', other: '{count} projects' },
    lead: (projects: string, name: string) => `${projects} by ${name}. Featured ones come first.`,
    /** The link from a project's card to its page, when it has a write-up. */
    writeup: (project: string) => `More about ${project}`,
  },
  /** Writing: the posts (src/content/posts/), their list, tag pages and feeds, and list_posts. */
  writing: {
    nav: 'Writing',
    title: (name: string) => `Writing by ${name}`,
    description: (name: string) => `Posts by ${name}, newest first, with feeds (RSS, Atom, JSON Feed).`,
    heading: 'Writing',
    /** `{page}` of `{pages}`, past the first page of the list. */
    pageTitle: (name: string, page: string) => `Writing by ${name}, page ${page}`,
    count: { one: '{count} post', other: '{count} posts' },
    none: 'No posts yet.',
    readingTime: { one: '{count} min read', other: '{count} min read' },
    published: 'Published',
    updated: 'Updated',
    tags: 'Tags',
    tagTitle: (tag: string, name: string) => `Posts tagged “${tag}” by ${name}`,
    tagDescription: (tag: string, name: string) => `${name}'s posts tagged “${tag}”, newest first.`,
    tagHeading: (tag: string) => `Posts tagged “${tag}”`,
    allPosts: 'All posts',
    breadcrumb: 'Breadcrumb',
    siblings: 'More posts',
    previous: 'Older post',
    next: 'Newer post',
    pages: 'Pages of the list',
    olderPage: 'Older posts',
    newerPage: 'Newer posts',
    feeds: 'Follow by feed: {rss}, {atom} or {json}.',
    feedTitle: (name: string) => `${name}: writing`,
    listPosts: {
      title: 'List posts',
      description: (name: string) =>
        `${name}'s published posts, newest first: title, description, dates, tags and URL (its Markdown twin is the URL + ".md"; fetch takes the URL as id). Filter by tag; pages of 20 with the cursor.`,
      tag: 'Only posts with this tag',
    },
    postsText: (count: string) => `${count} published:`,
    noPost: 'No post matches.',
    llmsSection: 'Writing',
    postTemplateTitle: 'Post (Markdown)',
    postTemplateDescription: (slugs: string) => `A post as Markdown, by its slug: ${slugs}.`,
    badCursor: 'cursor: not a cursor that list_posts gave',
  },

  projectPage: {
    breadcrumb: 'Breadcrumb',
    when: 'When',
    links: 'Links',
    /** The navigation to the neighbouring projects, in the order of /projects. */
    siblings: 'More projects',
    previous: 'Previous project',
    next: 'Next project',
  },
  contactPage: {
    heading: 'Contact',
    caption: 'Contact channels',
    channel: 'Channel',
    address: 'Address',
    note: 'Note',
    preferred: 'Preferred',
    agents: (twin: string) => `Agents can read the same list from the MCP tool \`get_contact\` or from [this page as Markdown](${twin}).`,
  },
  notFoundPage: {
    title: 'Page not found',
    description: 'This page does not exist.',
    lead: 'There is nothing at this address.',
    suggestions: 'Try one of these instead:',
  },
  /**
   * The home page's code activity, built at build time and again in the browser: plain strings
   * only (they travel to the page's script as JSON), with `{placeholders}` and plural forms.
   */
  codeActivity: {
    heading: 'Code activity',
    languages: 'Languages',
    pushes: 'Latest pushes',
    demos: 'Live demos',
    repos: { one: '{count} public repository on GitHub since {year}.', other: '{count} public repositories on GitHub since {year}.' },
    snapshot: 'Snapshot taken {date}.',
    live: 'Updated {date}.',
    push: '{commit} to {repo} ({branch}), {date}',
    empty: 'The public GitHub activity of @{user} is not part of this copy of the page; it is served live at /api/codehost.',
    unavailable: 'Live activity is unavailable right now.',
  },
  developersPage: {
    heading: 'Developer portal',
    lead: 'Everything on this site is public and keyless. People read the pages; programs and AI agents use the APIs, the MCP server and the discovery documents below. No request needs a credential.',
    apis: 'HTTP APIs',
    contract:
      'The full contract is the OpenAPI 3.1 document at [`/openapi.json`](/openapi.json). Errors are JSON: `{"error": {"code", "message"}}`.',
    tryThem: 'Try them:',
    curlFor: (operation: string) => `curl example for ${operation}`,
    educational: 'The optimizer is **educational, not investment advice**.',
    reference: 'Reference',
    referenceIntro:
      'Generated from [`/openapi.json`](/openapi.json), which is itself generated from the schemas the functions validate with.',
    /** Said where the site's language is not English: the contract's own descriptions are. */
    referenceInEnglish: 'Like the field names and error codes, the descriptions below are the contract’s own, in English.',
    operationMeta: (operationId: string, tags: string) => `operationId \`${operationId}\` · tag \`${tags}\``,
    requestBody: 'Request body (JSON)',
    okResponse: '200 response (JSON)',
    responses: 'Responses',
    field: 'Field',
    type: 'Type',
    required: 'Required',
    meaning: 'Meaning',
    yes: 'yes',
    no: 'no',
    status: 'Status',
    when: 'When',
    headers: 'Headers',
    mcp: 'MCP server',
    mcpIntro: (mcpUrl: string) =>
      `A stateless [Model Context Protocol](https://modelcontextprotocol.io) server over Streamable HTTP at \`POST ${mcpUrl}\` (also \`/.well-known/mcp\`). It speaks protocol 2026-07-28 (no initialize: \`server/discover\`, and the version in every request's \`_meta\`) and, for older clients, 2025-11-25 and earlier with \`initialize\`.`,
    /** `more`: the clauses of the tools that depend on the owner (résumé, optimizer), each ending in ", ". */
    mcpTools: (more: string) =>
      `Its read-only tools are \`get_profile\`, \`list_projects\`, \`get_contact\`, \`list_developer_resources\`, \`get_code_activity\` (the same data as the code-activity API), ${more}and \`search\` and \`fetch\` over the site's pages and OpenAPI document, in the shape ChatGPT connectors call.`,
    mcpToolResume: '`get_resume` (the résumé as JSON Resume), ',
    mcpToolOptimizer: '`optimize_portfolio` (the same computation as the optimizer API), ',
    mcpResources:
      "The pages' Markdown twins are its resources (with the templates `{page}.md` and `projects/{slug}.md`), and it offers two prompts, `introduce_owner` and `project_brief`.",
    mcpCard: (cardUrl: string) =>
      `The [server card](/.well-known/mcp/server-card.json) describes it (the same card is at \`GET ${cardUrl}\`, which [\`/.well-known/ai-catalog.json\`](/.well-known/ai-catalog.json) lists).`,
    connect: 'Connect a client',
    claudeCode: 'Claude Code:',
    claudeCodeLabel: 'Add the MCP server to Claude Code',
    vscode: 'VS Code (`.vscode/mcp.json`):',
    vscodeLabel: 'VS Code MCP configuration',
    byHand: 'Any client that speaks Streamable HTTP takes the URL as it is. By hand:',
    discoverLabel: 'MCP server/discover with curl',
    callLabel: 'MCP tools/call with curl',
    twins: 'Markdown twins',
    twinsIntro:
      'Every page has a Markdown twin beside it: `/projects` has `/projects.md`, the home page has `/index.md`. Ask for `text/markdown` in `Accept` and the page URL answers with the twin.',
    twinsLabel: 'Fetch a page as Markdown',
    twinsComment: 'or, without negotiation:',
    documents: 'Discovery documents',
    documentsLabel: 'Machine-readable resources of this site',
    resource: 'Resource',
    mediaType: 'Media type',
    whatItIs: 'What it is',
  },
  optimizerPage: {
    heading: 'Portfolio optimizer',
    lead: 'An educational mean-variance (Markowitz) optimizer for Argentine stocks, CEDEARs and government bonds, priced in ARS, on daily closes from data912.',
    disclaimer:
      '**Educational only, not investment advice.** Past returns do not predict future ones, prices are adjusted for the splits and CEDEAR ratio changes the optimizer detects (listed with the results) but not for dividends, and ARS returns include inflation.',
    tickers: (min: number, max: number) => `Tickers (${min} to ${max})`,
    chosen: 'Chosen tickers',
    addTicker: 'Add a ticker',
    add: 'Add',
    tickerHint: 'Type a symbol such as GGAL, AL30 or AAPL and press Enter.',
    riskFree: 'Risk-free rate (%)',
    window: 'Window',
    /** Plural forms of the look-back windows, in months and years. */
    months: { one: '{count} month', other: '{count} months' },
    years: { one: '{count} year', other: '{count} years' },
    minWeight: 'Min weight (%)',
    maxWeight: 'Max weight (%)',
    budget: 'Budget (ARS)',
    /** The form as a WebMCP declarative tool: what it does for an agent, and the one field its label does not explain. */
    formTool:
      'Fills in and runs this page’s optimizer, so the person sees the frontier, the weights and the prices drawn here. For the analytics as data, use optimize_portfolio.',
    formToolTickers: 'Tickers quoted in ARS, separated by commas, such as GGAL, YPFD, AL30; 2 to 10 with those already chosen.',
    optional: 'optional',
    covariance: 'Covariance',
    sample: 'Sample',
    submit: 'Optimise',
    noScript: 'The optimizer needs JavaScript. Without it, call the API directly, as shown below.',
    howItWorks: 'How it works',
    formHelp:
      'The form takes 2 to 10 tickers. Type a symbol such as GGAL, AL30 or AAPL and press Enter; remove one with its × button. USD (…D) and cable (…C) variants are not ARS series. Then it takes a risk-free rate in percent a year, a window from 3 months to 10 years, a min weight and a max weight per ticker in percent, an optional budget in ARS, and the covariance estimator: sample, or Ledoit–Wolf shrinkage. Optimise draws the results: the common trading days, the expected return and volatility of each ticker, the efficient frontier, the weights of the min variance and max Sharpe portfolios, the whole shares for the budget, and the prices, normalised.',
    method:
      "The page sends the tickers to `POST /api/portfolio/optimize`. The function finds each ticker in data912's panels, fetches the daily closes, keeps the dates every series shares in the window, back-adjusts one-day moves that match a clean split or CEDEAR ratio (2:1, 10:1 and so on) and that the other series did not share, and computes simple daily returns, annualised CAGR expected returns and the covariance × 252 (sample, or Ledoit–Wolf shrinkage as PyPortfolioOpt computes it). It then solves for the long-only, fully invested minimum-variance and maximum-Sharpe portfolios, with every weight between the minimum and maximum you set, and traces the efficient frontier, with PyPortfolioOpt's conventions. With a budget, it turns the maximum-Sharpe weights into whole shares at the latest closes, as PyPortfolioOpt's greedy DiscreteAllocation does, and reports the pesos left over.",
    curlLabel: 'The same request with curl',
  },
  /**
   * What is wrong with an input, by rule (src/lib/schema/problems.ts). Plain strings: they also
   * travel to the optimizer page. {field} is the input's name for the reader (the API's field, or
   * the page's label), {limit} the rule's bound in the reader's units.
   */
  problems: {
    required: '{field} is required.',
    type: '{field} must be {expected}.',
    expected: {
      number: 'a number',
      integer: 'a whole number',
      string: 'text',
      array: 'a list',
      object: 'a JSON object',
      boolean: 'true or false',
    },
    min: '{field} must be at least {limit}.',
    greaterThan: '{field} must be more than {limit}.',
    max: '{field} must be at most {limit}.',
    lessThan: '{field} must be less than {limit}.',
    minItems: '{field} needs at least {limit} entries.',
    maxItems: '{field} takes at most {limit} entries.',
    pattern: '{field} is not written as expected.',
    oneOf: '{field} must be one of: {values}.',
    unknownFields: 'Unknown field(s): {values}.',
    invalid: '{field} is not valid.',
  },
  /** The optimizer's own problems (its rules, and wordings of the common ones for tickers) and failures, worded as `problems` are. */
  optimizerProblems: {
    pattern: '{field}: each ticker must be 1 to 12 letters or digits.',
    unique: '{field} must not repeat (case-insensitive).',
    minItems: '{field}: give at least {limit} tickers.',
    maxItems: '{field}: give at most {limit} tickers.',
    minAboveMax: '{field} ({value}) is above the maximum weight ({limit}).',
    minWeightTooHigh: 'With {count} tickers, {field} can be at most {limit}: {count} × {value} is more than {whole}.',
    maxWeightTooLow: 'With {count} tickers, {field} must be at least {limit}: {count} × {value} is less than {whole}.',
    unknownTickers: 'Unknown or not ARS-quoted ticker(s): {tickers}. Use symbols of data912’s stock, CEDEAR or bond panels.',
    insufficientOverlap:
      'The tickers share {count} trading days between {from} and {to}; at least {required} are needed. Widen {window} or choose other tickers.',
    optimizationFailed: 'The optimisation could not be completed for these series.',
    marketDataUnavailable: 'The market data (data912) is unavailable right now. Try again in {seconds} s.',
  },
  /**
   * The optimizer page's script: plain strings only (they travel to the page as JSON), with
   * `{placeholders}`. The API's errors are worded from their data with `problems` and
   * `optimizerProblems`, in the page's terms.
   */
  optimizerScript: {
    remove: 'Remove {ticker}',
    notATicker: '“{input}” is not a ticker: use 1 to 12 letters or digits.',
    duplicate: '{ticker} is already in the list.',
    tooMany: 'At most {max} tickers.',
    tooFew: 'Choose at least {min} tickers.',
    added: '{ticker} added. {count} tickers.',
    removed: '{ticker} removed. {count} tickers.',
    optimising: 'Optimising {tickers}…',
    done: 'Done: {count} tickers over {days} trading days.',
    otherError: 'The optimizer answered with an error ({status}).',
    unreachable: 'The optimizer could not be reached. Check your connection and try again.',
    results: 'Results',
    commonDays: '{count} common trading days, {from} to {to}. Prices in ARS from data912.',
    split: '{ticker}: prices before {date} divided by {ratio}, a {ratio}:1 split or ratio change found in the data.',
    reverseSplit: '{ticker}: prices before {date} divided by 1/{ratio}, a 1:{ratio} reverse split found in the data.',
    statistics: 'Per-ticker statistics',
    ticker: 'Ticker',
    market: 'Market',
    expectedReturn: 'Expected return',
    volatility: 'Volatility',
    frontier: 'Efficient frontier',
    weights: 'Weights',
    minVariance: 'Min variance',
    maxSharpe: 'Max Sharpe',
    portfolioSummary: 'Return {return} · volatility {volatility} · Sharpe {sharpe}',
    notApplicable: 'n/a',
    noPortfolio: 'None: no portfolio within the weight bounds beats the risk-free rate.',
    weightsOf: 'Weights of the {portfolio} portfolio',
    wholeShares: 'Whole shares for {budget}',
    allocationNote: 'The {portfolio} weights at the latest closes; {leftover} left over.',
    maxSharpeName: 'max-Sharpe',
    minVarianceName: 'min-variance',
    shares: '{count} {ticker} at {price}',
    noShares: 'No whole share fits the budget.',
    prices: 'Prices, normalised',
    frontierTitle: 'Efficient frontier',
    frontierDescription: 'Efficient frontier of {count} portfolios. Minimum variance: return {return}, volatility {volatility}.',
    frontierMaxSharpe: 'Maximum Sharpe: return {return}, volatility {volatility}.',
    frontierNoMaxSharpe: 'No maximum-Sharpe portfolio.',
    volatilityAxis: 'Volatility (annualised)',
    returnAxis: 'Expected return (annualised)',
    pricesTitle: 'Normalised prices',
    pricesDescription: 'Closes from {from} to {to}, each starting at 100. Final values: {finals}.',
    priceAxis: 'Price (first date = 100)',
    dateAxis: 'Date',
    series: 'Series',
  },

  // ── machine outputs: llms.txt, llms-full.txt, MCP tools, prompts and instructions, server card, Open Graph, JSON-LD, built-in developer resources ──
  /** llms.txt and llms-full.txt (https://llmstxt.org). Arguments arrive already escaped for Markdown. */
  llms: {
    summary: (headline: string, location: string) =>
      `${headline}. ${location}. Personal portfolio and developer portal: every page has a Markdown twin, and public keyless APIs and an MCP server expose the same information.`,
    negotiation: (header: string, contractUrl: string) =>
      `Send ${header} to any page URL to get its Markdown twin. The APIs need no credential; their contract is ${contractUrl}.`,
    machineReadable: 'Machine-readable documents:',
    endpoints: 'Endpoints (not documents to fetch):',
    pagesSection: 'Pages',
    projectsSection: 'Projects',
    optionalSection: 'Optional',
    source: 'Source:',
  },
  /** The MCP tools' titles, descriptions and argument descriptions (tool and argument names never change). */
  mcpTools: {
    getProfile: {
      title: 'Get profile',
      description: (name: string) => `Who ${name} is: name, headline, location, bio, skills, links and GitHub username.`,
    },
    listProjects: {
      title: 'List projects',
      description: (name: string) =>
        `Projects by ${name}, with summary, tags, their page on this site, repository and live-demo URLs. Filter by tag (case-insensitive) or by featured.`,
      tag: 'Only projects with this tag',
      featured: 'true: only featured projects; false: only the others',
    },
    getContact: {
      title: 'Get contact details',
      description: (name: string) => `How to reach ${name}: channels (email, LinkedIn, GitHub, …), the preferred one, and availability.`,
    },
    listDeveloperResources: {
      title: 'List developer resources',
      description:
        'Every machine-readable document and API of this site (OpenAPI, APIs, MCP server card, llms.txt, sitemap), with absolute URL, media type and description.',
    },
    getCodeActivity: {
      title: 'Get code activity',
      description: (name: string) =>
        `${name}'s public GitHub activity: repository count, languages, latest pushes and featured demos. The same data and cache as GET /api/codehost (refreshed from GitHub at most hourly).`,
    },
    optimizePortfolio: {
      title: 'Optimize a portfolio (educational)',
      description:
        'Markowitz mean-variance analytics for 2 to 10 Argentine stocks, CEDEARs or bonds priced in ARS (data912 daily closes): minimum-variance and maximum-Sharpe weights, efficient frontier, covariance. The same computation as POST /api/portfolio/optimize. Educational, not investment advice.',
    },
    search: {
      title: 'Search the site',
      description:
        "Keyword search over this site's documents (every page as Markdown, and the OpenAPI description). Returns ids, titles and URLs, best match first; pass an id to fetch for the full text.",
      query: 'Words to look for',
    },
    fetch: {
      title: 'Fetch a document',
      description: "The full text of one of this site's documents, by the id search returned (or its URL).",
      id: 'An id from search, such as "/projects.md", or the document URL',
    },
  },
  /** What the MCP tools answer in text (hosts render it as Markdown). Arguments arrive already escaped and formatted. */
  mcpText: {
    location: (location: string) => `Location: ${location}`,
    skills: (skills: string) => `Skills: ${skills}`,
    featured: 'featured',
    demo: 'Demo',
    code: 'Code',
    page: 'Page',
    noProject: 'No project matches.',
    preferred: 'preferred',
    activity: (repos: string, fetchedAt: string) => `${repos} public repositories on GitHub; data from ${fetchedAt}.`,
    activityStale: (repos: string, fetchedAt: string) =>
      `${repos} public repositories on GitHub; data from ${fetchedAt} (stale: GitHub is not answering).`,
    languages: (list: string) => `Languages: ${list}`,
    noLanguages: 'none',
    latestPushes: 'Latest pushes:',
    push: (repo: string, branch: string, at: string) => `${repo} (${branch}) at ${at}`,
    activityUnavailable: (reason: string, seconds: string) =>
      `GitHub activity is unavailable (${reason}) and nothing is cached yet. Try again in ${seconds} s.`,
    documentNotFound: (id: string, known: string) => `No document has the id ${id}. Known ids: ${known}.`,
    invalidArguments: (tool: string, problems: string) => `Invalid arguments for ${tool}: ${problems}`,
    optimizerWindow: (tickers: string, days: string, from: string, to: string) =>
      `${tickers}: ${days} common trading days from ${from} to ${to} (ARS, data912).`,
    portfolio: (label: string, weights: string, expectedReturn: string, volatility: string) =>
      `${label}: ${weights}; return ${expectedReturn}, volatility ${volatility}.`,
    minVariance: 'Minimum variance',
    maxSharpe: 'Maximum Sharpe',
    noMaxSharpe: 'Maximum Sharpe: none (no portfolio within the bounds beats the risk-free rate).',
    adjusted: (ticker: string, date: string, ratio: string) =>
      `Adjusted: ${ticker} closes before ${date} divided by ${ratio} (a split or ratio change).`,
    allocation: (budget: string, portfolio: string, shares: string, leftover: string) =>
      `Allocation of ${budget} (${portfolio}): ${shares}; ${leftover} left over.`,
    noShareAffordable: 'no whole share affordable',
    warning: (message: string) => `Warning: ${message}`,
    /** The optimizer's warnings by code (the API keeps its English message beside the code). */
    largeDailyMove: (ticker: string, change: string, day: string) =>
      `${ticker} moved ${change} on ${day}, by no clean split ratio: check whether it was a corporate action the data does not show.`,
    staleMarketData: (moment: string) =>
      `data912 could not be reached, so these results use the last data fetched from it, as of ${moment}.`,
    noMaxSharpeWarning: (rate: string) =>
      `No ticker's expected return beats the risk-free rate of ${rate}, so there is no maximum-Sharpe portfolio.`,
    disclaimer:
      'Educational illustration of mean-variance optimisation on historical prices. Not investment advice: past returns do not predict future returns; prices are adjusted for the splits and ratio changes detected, not for dividends.',
  },
  /** The MCP prompts, the server's instructions, and its identity on the server card and discovery document. */
  mcpServer: {
    introduceTitle: (name: string) => `Introduce ${name}`,
    introduceDescription: (name: string) => `A short, sourced introduction to ${name}: who they are, what they build, how to reach them.`,
    introduceMessage: (name: string) =>
      `Introduce ${name} in a few sentences. Call get_profile, list_projects with featured: true, and get_contact; use only what they return, and end with the preferred way to get in touch.`,
    briefTitle: 'Brief on a project',
    briefDescription: (name: string) => `What one of ${name}'s projects is, what it is built with, and where to see it.`,
    briefArgument: (projects: string) => `The project's name: ${projects}`,
    briefOn: (project: string) => `Brief on ${project}`,
    briefMessage: (name: string, project: string) =>
      `Write a short brief on ${name}'s project "${project}": what it does, what it is built with, and where to see it. Call list_projects and use only the entry named "${project}".`,
    instructions: (name: string, websiteUrl: string) =>
      `Read-only, public facts about ${name}, from the same source as ${websiteUrl}. Start with get_profile; list_projects and get_contact answer the usual questions; get_code_activity has recent GitHub work. search and fetch read any page of the site as Markdown, and the OpenAPI description of its HTTP APIs.`,
    instructionsResume: 'get_resume has the résumé as JSON Resume: work, education, skills, languages and certificates.',
    instructionsWriting: 'list_posts lists the published posts, newest first; fetch reads one whole by its URL.',
    instructionsOptimizer:
      'optimize_portfolio is an educational Markowitz illustration on Argentine market data (ARS), not investment advice.',
    pageResource: (description: string) => `${description} (Markdown)`,
    pageTemplateTitle: 'A page of the site as Markdown',
    pageTemplateDescription: (pages: string) => `Any page's Markdown twin; page is one of ${pages}.`,
    projectResource: (summary: string) => `${summary} (Markdown: the project's page)`,
    projectTemplateTitle: "A project's page as Markdown",
    projectTemplateDescription: (slugs: string) => `A project's page, its write-up included, as Markdown; slug is one of ${slugs}.`,
    title: (name: string) => `${name}: portfolio`,
    description: (name: string) => `Profile, projects, contact and developer resources of ${name}.`,
    /** What people ask an agent that this server answers: the AI Catalog's representativeQueries (2 to 5). */
    catalogQueries: (name: string) => [
      `Who is ${name} and what do they work on?`,
      `Which projects has ${name} built?`,
      `How can I contact ${name}?`,
      `What has ${name} pushed to GitHub lately?`,
    ],
  },
  /** The built-in developer resources (listed on /developers, in llms.txt and by list_developer_resources), by URL path. */
  developerResources: {
    openApi: { title: 'OpenAPI description', description: 'OpenAPI 3.1 contract for the public HTTP APIs.' },
    codehost: {
      title: 'Code-hosting activity API',
      description: 'Public GitHub activity: repository count, language mix, recent pushes, featured live demos.',
    },
    optimizer: {
      title: 'Portfolio optimizer API',
      description:
        'Send {tickers}: aligned ARS prices of Argentine instruments with Markowitz analytics. Educational, not investment advice.',
    },
    mcp: {
      title: 'MCP server (Streamable HTTP)',
      description: 'Model Context Protocol endpoint with read-only tools for the profile, projects, contact and these resources.',
    },
    serverCard: {
      title: 'MCP server card',
      description: 'Describes the MCP server and how to reach it; the same card is at /mcp/server-card, the location the AI Catalog lists.',
    },
    aiCatalog: { title: 'AI Catalog', description: "The domain's catalog of AI artifacts: lists the MCP server card." },
    llmsTxt: { title: 'llms.txt', description: 'Index of the site for language models, with links to every Markdown twin.' },
    llmsFull: { title: 'llms-full.txt', description: 'Every page of the site as Markdown, in one file.' },
    sitemap: { title: 'Sitemap', description: 'Every HTML page, per sitemaps.org 0.9.' },
  },

  // ── The MCP App of optimize_portfolio (src/client/mcp-app/, served as a ui:// resource) ──
  mcpApp: {
    resourceTitle: 'Portfolio optimizer view',
    resourceDescription:
      'An MCP App (text/html;profile=mcp-app) that draws an optimize_portfolio result: the efficient frontier, the weights and the normalised prices.',
    waiting: 'Waiting for the optimizer result…',
    failed: 'The optimizer did not return a portfolio.',
  },

  // ── npm run init: the few texts it writes when neither GitHub nor the résumé has one ──
  init: {
    headline: 'Software developer',
    location: 'Remote',
    bio: (name: string) => `${name} builds software in the open. The projects below are on GitHub.`,
    availability: 'Open to conversations about software and open source.',
    emailLabel: 'Email',
    projectSummary: (language: string | undefined) =>
      language ? `A ${language} project; its code is on GitHub.` : 'A project whose code is on GitHub.',
    /** For a résumé project that has no description. */
    projectWithoutSummary: 'A project; more about it soon.',
  },
};

export type Dictionary = typeof en;
