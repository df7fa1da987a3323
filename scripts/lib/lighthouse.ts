import lighthouse, { type Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory } from './budgets.ts';

export interface LighthouseResult {
  scores: Record<LighthouseCategory, number>;
  /** Observed in the run, as Lighthouse reports it. */
  cumulativeLayoutShift: number;
  /** The elements that moved (Lighthouse's layout-shifts audit), as CSS selectors. */
  shiftedElements: string[];
  /** Audits that cost a category points, with their score, e.g. "total-blocking-time (0.93)". */
  costlyAudits: string[];
  /**
   * The agentic-browsing audits the page does not pass, with why: a score under 1, or forms that
   * declare no WebMCP tool (webmcp-form-coverage, informative, says so only in its displayValue).
   */
  agenticFindings: string[];
  /**
   * Lighthouse's measure of this machine's CPU speed at the start of the run (higher is faster).
   * The performance score counts main-thread time as observed times a fixed slowdown, so a
   * low index (a busy or slow machine) pulls it down: say it beside a performance score.
   */
  benchmarkIndex: number;
  /** The CPU slowdown the performance score was computed with, calibrated to the run's benchmark index. */
  cpuSlowdown: number;
  /** Why earlier runs of this page were thrown away, if any were. */
  brokenRuns: string[];
}

/** A run whose trace came out broken (NO_NAVSTART and kin, Lighthouse's "Please run Lighthouse again"): no scores to judge. */
function brokenRun(lhr: Result | undefined): string | undefined {
  if (!lhr) return 'no result';
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const unscored = LIGHTHOUSE_CATEGORIES.filter((category) => lhr.categories[category]?.score == null);
  const errors = Object.values(lhr.audits).flatMap((audit) => (audit.errorMessage ? [`${audit.id}: ${audit.errorMessage}`] : []));
  return unscored.length ? `no score for ${unscored.join(', ')} (${errors.join('; ')})` : undefined;
}

/**
 * What no category scores: the screenshots Lighthouse takes for its report, and the bf-cache audit's
 * second navigation. Leaving them out saves about a third of each run.
 */
const REPORT_ONLY = { disableFullPageScreenshot: true, skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'bf-cache'] };

/**
 * How long a load waits for quiet before the trace ends: a quarter of a second after first paint
 * and after `load`, and a quarter of a second with no request and no main-thread task, instead of
 * a second each. The site's pages start no work on a timer; their only late work, the home page's
 * activity fetch, starts at `load` and keeps the network busy until it ends (about 0.2 s after
 * the navigation, seen in the trace with these windows), so the trace still holds it and the
 * rendering after it. Measured on the ten budget pages: the same scores as with one-second and
 * half-second windows, in 52 s instead of 60 (half-second) and 71 (one-second).
 */
const QUIET_WINDOWS = { pauseAfterFcpMs: 250, pauseAfterLoadMs: 250, networkQuietThresholdMs: 250, cpuQuietThresholdMs: 250 };

/**
 * Where each run starts: the site's robots.txt instead of Lighthouse's about:blank. The site
 * sends Cross-Origin-Opener-Policy: same-origin, so a navigation from about:blank moves to a new
 * renderer process, and Lighthouse counts that process's start-up (about 100 to 400 ms of
 * main-thread work on a 2-core machine, times its 4x CPU factor) as the page's blocking time:
 * measured on /contact, performance 93 and 95 from about:blank, 99 and 100 from the site's own
 * blank page, with the same headers. From a same-origin start the page is measured in the
 * process it gets when a visitor moves between the site's pages.
 */
const startPage = (url: string): string => new URL('/robots.txt', url).href;

/** Lighthouse's default CPU slowdown for its mobile run, meant for a host of benchmark index about 1533. */
const DEFAULT_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/**
 * The CPU slowdown that makes a host of this benchmark index the phone Lighthouse emulates, by
 * Lighthouse's own calibration (docs/throttling.md, its CPU throttling calculator: 1300 is 3x,
 * 800 is 2x), and never more than the default 4x. On a slow or busy 2-core machine (index 1100
 * seen in CI) the default counts the host's slowness four times over: the 404 page scored 91.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const calibrated =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + Math.max(0, benchmarkIndex - 150) / 650;
  return Math.min(DEFAULT_SLOWDOWN, Math.round(calibrated * 100) / 100);
}

/** Where a run's artifacts wait between gathering and auditing: in the project, not the system's temp. */
const ARTIFACTS_ROOT = fileURLToPath(new URL('../../reports/lighthouse-artifacts/', import.meta.url));

/**
 * One Lighthouse run in two halves, as its -G and -A modes do: the page is loaded and traced once;
 * then the trace is scored with the CPU slowdown calibrated to the benchmark index Lighthouse
 * measured in that same run ({@link cpuSlowdownFor}). The host's speed changes from minute to
 * minute on a shared machine (1,530 before the pages, 921 during them, seen in one CI run), so
 * only the run's own index will do.
 */
async function gatherAndAudit(url: string, port: number, settings: Record<string, unknown>) {
  const flags = { port, logLevel: 'error' as const, onlyCategories: [...LIGHTHOUSE_CATEGORIES] };
  const config = (cpuSlowdown: number) => ({
    extends: 'lighthouse:default' as const,
    settings: { ...settings, throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } },
  });
  await mkdir(ARTIFACTS_ROOT, { recursive: true });
  const dir = await mkdtemp(join(ARTIFACTS_ROOT, 'run-'));
  try {
    await lighthouse(url, { ...flags, gatherMode: dir }, config(DEFAULT_SLOWDOWN));
    const file = join(dir, 'artifacts.json');
    const artifacts = JSON.parse(await readFile(file, 'utf8'));
    const cpuSlowdown = cpuSlowdownFor(artifacts.BenchmarkIndex);
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
    await writeFile(file, JSON.stringify(artifacts));
    const result = await lighthouse(url, { ...flags, output: 'json', auditMode: dir }, config(cpuSlowdown));
    return { lhr: result?.lhr, cpuSlowdown };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse with the package's defaults (mobile emulation, simulated throttling) in the
 * Chromium listening on `port` (chrome-launcher's), each run starting on the site's own
 * {@link startPage}, its CPU slowdown calibrated to the host ({@link gatherAndAudit}). A run
 * whose trace broke is run again, up to three runs in all, as Lighthouse's own message asks:
 * the scores of a complete run are never retried.
 */
export async function runLighthouse(url: string, port: number, skipAudits: string[] = []): Promise<LighthouseResult> {
  const broken: string[] = [];
  while (broken.length < 3) {
    const { lhr, cpuSlowdown } = await gatherAndAudit(url, port, {
      ...QUIET_WINDOWS,
      blankPage: startPage(url),
      disableFullPageScreenshot: REPORT_ONLY.disableFullPageScreenshot,
      skipAudits: [...REPORT_ONLY.skipAudits, ...skipAudits],
    });
    const problem = brokenRun(lhr);
    if (!problem) return { ...summary(lhr!), cpuSlowdown, brokenRuns: broken };
    broken.push(problem);
  }
  throw new Error(`Lighthouse could not audit ${url}:\n${broken.join('\n')}`);
}

function summary(lhr: Result): Omit<LighthouseResult, 'brokenRuns' | 'cpuSlowdown'> {
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<LighthouseCategory, number>;
  const costly = new Set<string>();
  for (const category of LIGHTHOUSE_CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1)
        costly.add(`${ref.id} (${audit.score})`);
    }
  }
  const agenticFindings = (lhr.categories['agentic-browsing']?.auditRefs ?? []).flatMap(({ id }) => {
    const audit = lhr.audits[id];
    if (!audit || audit.scoreDisplayMode === 'notApplicable') return [];
    if (audit.score !== null && audit.score < 1) return [`${id} (${audit.score})`];
    return id === 'webmcp-form-coverage' && audit.displayValue ? [`${id}: ${audit.displayValue}`] : [];
  });
  return {
    scores,
    agenticFindings,
    cumulativeLayoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    shiftedElements: shiftedElements(lhr),
    costlyAudits: [...costly],
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function shiftedElements(lhr: Result): string[] {
  const details = lhr.audits['layout-shifts']?.details;
  if (details?.type !== 'table') return [];
  return details.items.flatMap((item) => {
    const node = item.node as { type?: string; selector?: string } | undefined;
    return node?.type === 'node' && node.selector ? [node.selector] : [];
  });
}
