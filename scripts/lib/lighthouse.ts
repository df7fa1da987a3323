import lighthouse from 'lighthouse';
import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory } from './budgets.ts';

export interface LighthouseResult {
  scores: Record<LighthouseCategory, number>;
  /** Observed in the run, as Lighthouse reports it. */
  cumulativeLayoutShift: number;
  /** Audits that cost a category points, with their score, e.g. "total-blocking-time (0.93)". */
  costlyAudits: string[];
}

/**
 * One Lighthouse run with the package's defaults (mobile emulation, simulated throttling) in the
 * Chromium listening on `port` (chrome-launcher's). A run Lighthouse could not complete throws.
 */
export async function runLighthouse(url: string, port: number, skipAudits: string[] = []): Promise<LighthouseResult> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] },
    { extends: 'lighthouse:default', settings: { skipAudits } },
  );
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
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
  return {
    scores,
    cumulativeLayoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    costlyAudits: [...costly],
  };
}
