import { describe, expect, it, vi } from 'vitest';
import type { CodehostActivity } from '../../../src/capabilities/activity/core/schema.ts';
import type { CodehostService } from '../../../src/capabilities/activity/core/service.ts';
import { UpstreamError } from '../../../src/lib/http/upstream.ts';
import type { SiteMcpOptions } from '../../../src/capabilities/mcp.ts';
import { CodeActivityOutputSchema } from '../../../src/capabilities/activity/mcp-tool.ts';
import { formatDateTime, formatNumber } from '../../../src/lib/i18n/format.ts';
import { dictionaryFor } from '../../../src/data/dictionaries.ts';
import { fixtureOwners } from '../../fixtures/owners/index.ts';
import { resultText, toolCaller } from '../../support/mcp-content.ts';

// The example owner has every feature on, so every data tool is there whatever the site's owner switched off.
const owner = fixtureOwners.example;
const locale = owner.site.language;
const t = dictionaryFor(locale);
const say = { ...t.mcpText, ...t.activity };
// Upstream data as GitHub would give it (the same shape the OpenAPI tests validate).
const ACTIVITY: CodehostActivity = {
  publicRepos: 8,
  languages: [
    { name: 'TypeScript', pct: 50 },
    { name: 'CSS', pct: 25 },
    { name: 'HTML', pct: 25 },
  ],
  recentPushes: [
    {
      repo: 'octocat/Hello-World',
      branch: 'main',
      sha: '7fd1a60',
      at: '2026-11-20T14:03:11.000Z',
      url: 'https://github.com/octocat/Hello-World/commit/7fd1a60b01f91b314f59955a4e4d4e80d8edf11d',
    },
  ],
  featured: [],
  since: '2011-01-25T18:44:36.000Z',
  fetchedAt: '2026-11-22T12:00:00.000Z',
};

/** The site's tool table for the example owner, with what the test gives. */
const tools = (overrides: Partial<SiteMcpOptions> = {}) => toolCaller({ owner, ...overrides });
const text = resultText;

const codehost = (activity: CodehostService['activity']) => ({ activity });

describe('get_code_activity', () => {
  it('returns the cached activity with its cache status, valid against the output schema', async () => {
    const call = tools({
      codehost: codehost(async () => ({ snapshot: { activity: ACTIVITY, body: '', etag: '"x"', storedAt: 0 }, cache: 'hit' })),
    });
    const result = await call('get_code_activity');
    expect(result.isError).toBeFalsy();
    expect(CodeActivityOutputSchema.parse(result.structuredContent)).toEqual({ ...ACTIVITY, cache: 'hit' });
    const percent = (pct: number) => formatNumber(pct / 100, locale, { style: 'percent', maximumFractionDigits: 1 });
    expect(text(result).split('\n')).toEqual([
      say.summary(formatNumber(ACTIVITY.publicRepos, locale), formatDateTime(ACTIVITY.fetchedAt, locale)),
      say.languages(ACTIVITY.languages.map((l) => `${l.name} ${percent(l.pct)}`).join(', ')),
      say.latestPushes,
      ...ACTIVITY.recentPushes.map((p) => `- ${say.push(p.repo, p.branch, formatDateTime(p.at, locale))}: <${p.url}>`),
    ]);
  });

  it('says so when the data is stale', async () => {
    const call = tools({
      codehost: codehost(async () => ({
        snapshot: { activity: ACTIVITY, body: '', etag: '"x"', storedAt: 0 },
        cache: 'stale',
        error: new UpstreamError('timeout', 'GitHub did not answer in time.'),
      })),
    });
    const result = await call('get_code_activity');
    expect(result.structuredContent).toMatchObject({ cache: 'stale' });
    expect(text(result).split('\n')[0]).toBe(
      say.summaryStale(formatNumber(ACTIVITY.publicRepos, locale), formatDateTime(ACTIVITY.fetchedAt, locale)),
    );
  });

  it('turns an upstream failure with nothing cached into a tool error with the API error code', async () => {
    const call = tools({
      codehost: codehost(async () => {
        throw new UpstreamError('rate_limited', "GitHub's rate limit is reached.", { retryAfterSeconds: 120 });
      }),
    });
    const result = await call('get_code_activity');
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(text(result)).toMatch(/^upstream_rate_limited: GitHub activity is unavailable .* Try again in 120 s\.$/);
  });

  it('logs an unexpected exception and reports it as -32603 without its details', async () => {
    const call = tools({
      codehost: codehost(async () => {
        throw new TypeError('secret detail');
      }),
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const failure = call('get_code_activity');
      await expect(failure).rejects.toMatchObject({
        code: -32603,
        message: 'Internal error: the tool get_code_activity failed unexpectedly.',
      });
      expect(log).toHaveBeenCalledWith('mcp: tool get_code_activity failed unexpectedly', expect.any(TypeError));
    } finally {
      log.mockRestore();
    }
  });
});
