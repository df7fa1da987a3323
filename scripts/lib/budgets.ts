// The site's budgets (issue 20): one definition for the tests and `npm run audit`.

/**
 * Lighthouse category scores (mobile, the package's default simulated throttling), 0–100, in one
 * run per page with WebMCP on: agentic-browsing needs it to find the tools, and performance
 * then counts /webmcp.js too, which a browser without WebMCP never loads (a harder test).
 */
export const LIGHTHOUSE_MINIMUM = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  'agentic-browsing': 100,
} as const;

export type LighthouseCategory = keyof typeof LIGHTHOUSE_MINIMUM;
export const LIGHTHOUSE_CATEGORIES = Object.keys(LIGHTHOUSE_MINIMUM) as LighthouseCategory[];

/** Kilobytes as Chrome's DevTools count them: 1000 bytes. */
const KB = 1000;

export const BUDGETS = {
  /** No layout shift at all, not merely a "good" one. */
  cumulativeLayoutShift: 0,
  /** The home page with everything it loads (fonts, picture, scripts, the activity data), as transferred. */
  homeTransferredBytes: 150 * KB,
  /**
   * Every inline script of a page together: the theme's two (907 bytes with the language hint of a
   * site in several languages, 547 without), the WebMCP loader (77) and the search shortcut (297):
   * 1,281 bytes at most.
   */
  inlineScriptBytes: 1.3 * KB,
  /**
   * The only pages that load a script file: the activity refresh, the optimizer, the search page
   * (Pagefind's script, worker and WebAssembly), the owner's statistics page (which draws what
   * /api/stats answers), and posts with comments and texts with code blocks (scriptFilePages).
   */
  pagesWithScriptFiles: ['/', '/optimizer', '/search', '/stats'],
} as const;

/**
 * The pages that may load a script file: BUDGETS' and these (default-language paths): each post's
 * while comments are on, with the comments' loader, about 1.3 KB, which loads nothing more until
 * the reader asks; each whose text has code blocks, with their copy buttons' (under 1 KB).
 */
export const scriptFilePages = (pagesWithLoaders: readonly string[] = []): string[] => [
  ...BUDGETS.pagesWithScriptFiles,
  ...pagesWithLoaders,
];

/** The built 404 page is served at any unknown path; this one stands for them all. */
export const NOT_FOUND_PATH = '/no-such-page';

/** The search page (src/pages/[...lang]/search.astro): for people, not a page to index. */
export const SEARCH_PATH = '/search';

/**
 * Lighthouse will not audit a document that answers 404, so the 404 page is audited at the path
 * where its file is served with 200. There, as on the search page, `noindex` (Lighthouse's
 * is-crawlable) is right.
 */
export function lighthouseTarget(path: string): { path: string; skipAudits: string[] } {
  if (path === NOT_FOUND_PATH) return { path: '/404.html', skipAudits: ['is-crawlable'] };
  return { path, skipAudits: path === SEARCH_PATH ? ['is-crawlable'] : [] };
}

/** What one page weighs and runs, measured in a browser (scripts/lib/page-measure.ts). */
export interface PageMeasure {
  path: string;
  cumulativeLayoutShift: number;
  /** Each shift, as "value: the nodes that moved", to say what to fix. */
  layoutShifts: string[];
  /** The path of every response, the page's own first. */
  requests: string[];
  transferredBytes: number;
  scriptFiles: string[];
  scriptFileBytes: number;
  inlineScriptBytes: number;
}

/** Every budget the measure breaks, in words; empty when it keeps them all. `scriptPages`: scriptFilePages(). */
export function overBudget(measure: PageMeasure, scriptPages: readonly string[] = BUDGETS.pagesWithScriptFiles): string[] {
  const over: string[] = [];
  if (measure.cumulativeLayoutShift > BUDGETS.cumulativeLayoutShift) {
    over.push(`layout shift ${measure.cumulativeLayoutShift} > ${BUDGETS.cumulativeLayoutShift} (${measure.layoutShifts.join('; ')})`);
  }
  if (measure.path === '/' && measure.transferredBytes > BUDGETS.homeTransferredBytes) {
    over.push(`home page ${measure.transferredBytes} bytes > ${BUDGETS.homeTransferredBytes}`);
  }
  if (measure.inlineScriptBytes > BUDGETS.inlineScriptBytes) {
    over.push(`inline scripts ${measure.inlineScriptBytes} bytes > ${BUDGETS.inlineScriptBytes}`);
  }
  if (measure.scriptFiles.length > 0 && !scriptPages.includes(measure.path)) {
    over.push(`script files on a page that should have none: ${measure.scriptFiles.join(', ')}`);
  }
  return over;
}

/** Every Lighthouse category below its minimum, in words. */
export function lighthouseOverBudget(scores: Record<LighthouseCategory, number>): string[] {
  return LIGHTHOUSE_CATEGORIES.filter((category) => scores[category] < LIGHTHOUSE_MINIMUM[category]).map(
    (category) => `${category} ${scores[category]} < ${LIGHTHOUSE_MINIMUM[category]}`,
  );
}
