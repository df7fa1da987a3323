import type { UpstreamCode } from '../http/upstream.ts';
import type { CodehostActivity } from '../codehost/schema.ts';
import type { OwnerContent } from '../owner/schema.ts';

/** Examples for the OpenAPI description. Tests validate each against its schema, so they cannot drift. */

const EXAMPLE_DAY = '2026-11-20T14:03:11.000Z';

/** A plausible GET /api/codehost answer for this owner: their own projects as the repositories, their user in every URL. */
export function codehostExample(owner: OwnerContent): CodehostActivity {
  const user = owner.profile.githubUser;
  const repos = owner.projects.filter((project) => project.repoUrl);
  const repoName = (index: number) => repos[index]?.repoUrl?.split('/').filter(Boolean).at(-1) ?? 'portfolio';
  const sha = '7fd1a60b01f91b314f59955a4e4d4e80d8edf11d';
  return {
    publicRepos: Math.max(repos.length, 1),
    languages: owner.profile.skills.slice(0, 2).map((name, index, all) => ({ name, pct: all.length === 1 ? 100 : index === 0 ? 60 : 40 })),
    recentPushes: [
      {
        repo: `${user}/${repoName(0)}`,
        branch: 'main',
        sha: sha.slice(0, 7),
        at: EXAMPLE_DAY,
        url: `https://github.com/${user}/${repoName(0)}/commit/${sha}`,
      },
    ],
    featured: owner.projects
      .filter((project) => project.featured && (project.demoUrl || project.repoUrl))
      .slice(0, 3)
      .map((project) => ({
        name: project.name,
        description: project.summary,
        demoUrl: project.demoUrl ?? null,
        repoUrl: project.repoUrl ?? null,
        language: project.tags[0] ?? null,
        stars: 12,
        pushedAt: EXAMPLE_DAY,
      })),
    since: '2015-03-01T00:00:00.000Z',
    fetchedAt: '2026-11-22T12:00:00.000Z',
  };
}

export const optimizeRequestExample = { tickers: ['GGAL', 'AL30'], riskFreeRate: 0, lookbackDays: 365 };

const frontier = Array.from({ length: 30 }, (_, k) => {
  const w = k / 29;
  return {
    expectedReturn: 0.35 + 0.3 * w,
    volatility: 0.25 + 0.2 * w * w,
    weights: { GGAL: w, AL30: 1 - w },
  };
});

export const optimizeResponseExample = {
  currency: 'ARS',
  source: 'data912',
  disclaimer: 'Educational illustration of mean-variance optimisation on historical prices. Not investment advice.',
  tickers: ['GGAL', 'AL30'],
  markets: { GGAL: 'stocks', AL30: 'bonds' },
  dates: ['2026-11-18', '2026-11-19', '2026-11-20'],
  prices: { GGAL: [6120, 6185.5, 6240], AL30: [88150, 88020, 88400] },
  adjustments: [],
  warnings: [],
  analytics: {
    periodsPerYear: 252,
    riskFreeRate: 0,
    covarianceMethod: 'sample',
    shrinkage: null,
    weightBounds: { min: 0, max: 1 },
    expectedReturns: { GGAL: 0.65, AL30: 0.35 },
    volatilities: { GGAL: 0.45, AL30: 0.25 },
    covariance: [
      [0.2025, 0.045],
      [0.045, 0.0625],
    ],
    minVariance: { weights: { GGAL: 0.1, AL30: 0.9 }, expectedReturn: 0.38, volatility: 0.245, sharpe: 1.55 },
    maxSharpe: { weights: { GGAL: 0.4, AL30: 0.6 }, expectedReturn: 0.47, volatility: 0.27, sharpe: 1.74 },
    frontier,
  },
  allocation: null,
};

const message = (code: string, text: string, details?: unknown) => ({ error: { code, message: text, ...(details ? { details } : {}) } });

/** One example per error code, keyed by the code. */
export const errorExamples: Record<string, ReturnType<typeof message>> = {
  invalid_request: message('invalid_request', 'tickers: give at least 2 tickers', [
    { path: 'tickers', message: 'give at least 2 tickers' },
  ]),
  missing_body: message('missing_body', 'The request has no body.'),
  invalid_json: message('invalid_json', 'The body is not valid JSON.'),
  method_not_allowed: message('method_not_allowed', 'Use POST.'),
  payload_too_large: message('payload_too_large', 'The body must be at most 16384 bytes.'),
  unsupported_media_type: message('unsupported_media_type', 'Send the body as application/json.'),
  unknown_tickers: message('unknown_tickers', 'Unknown or not ARS-quoted ticker(s): AL30D.', { unknown: ['AL30D'] }),
  insufficient_overlap: message(
    'insufficient_overlap',
    'The tickers share 12 trading days between 2026-08-24 and 2026-11-22; at least 30 are needed.',
    { commonDates: 12, required: 30, from: '2026-08-24', to: '2026-11-22' },
  ),
  optimization_failed: message('optimization_failed', 'The optimisation could not be completed for these series.'),
  internal_error: message('internal_error', 'The server failed unexpectedly; the failure is logged. Try again later.'),
};

/** The upstream codes (the same for every upstream), worded as one upstream's failures are. */
function upstreamExamples(provider: string, rateLimited: string, after: string) {
  const example = (code: UpstreamCode, text: string) => [code, message(code, `${text} ${after}`)] as const;
  return Object.fromEntries([
    example('upstream_unreachable', `${provider} could not be reached.`),
    example('upstream_timeout', `${provider} did not answer in time.`),
    example('upstream_error', `${provider} answered with a server error.`),
    example('upstream_rate_limited', rateLimited),
    example('upstream_malformed', `${provider} sent data that could not be read.`),
    example('upstream_rejected', `${provider} refused the request.`),
  ]);
}

/** The optimizer's errors, its upstream failures worded as data912's. */
export const optimizerErrorExamples = {
  ...errorExamples,
  ...upstreamExamples('The market-data provider', 'The market-data provider is rate-limiting requests.', 'Try again in 60 s.'),
};

/** The codehost errors, GitHub's failures worded as such and the unknown user named as this owner's. */
export function codehostErrorExamples(owner: OwnerContent): Record<string, ReturnType<typeof message>> {
  const user = owner.profile.githubUser;
  return {
    ...errorExamples,
    ...upstreamExamples('GitHub', "GitHub's rate limit is reached; try again in 120 s.", 'No cached activity is available yet.'),
    unknown_user: message('unknown_user', `GitHub has no user "${user}". Check CODEHOST_USER or githubUser in the owner content.`),
  };
}
