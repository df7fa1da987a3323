import { describe, expect, it } from 'vitest';
import { siteUrl } from '../../src/data/site.ts';
import { agentReadiness, type SiteGet } from '../support/agent-readiness.ts';
import { baseUrl } from '../support/http.ts';

/** The stack, as check:agents reads it: a path, or a URL on the production origin. */
const stackGet: SiteGet = (pathOrUrl, headers = {}) =>
  fetch(new URL(pathOrUrl.startsWith(siteUrl) ? pathOrUrl.slice(siteUrl.length) || '/' : pathOrUrl, baseUrl()), { headers });

/** The stack, one answer changed as a site that gets it wrong would send it. */
const changing =
  (matches: (path: string) => boolean, change: (response: Response) => Promise<Response>): SiteGet =>
  async (path, headers) => {
    const response = await stackGet(path, headers);
    return matches(path) ? change(response) : response;
  };
const withText = async (response: Response, edit: (text: string) => string, headers: Headers = response.headers) =>
  new Response(edit(await response.text()), { status: response.status, headers });
/** The response without one of its headers. */
const without = (header: string) => (response: Response) => {
  const headers = new Headers(response.headers);
  headers.delete(header);
  return withText(response, (text) => text, headers);
};
const outcome = async (get: SiteGet, standard: string) => (await agentReadiness(get)).find((result) => result.standard === standard)!;

describe('the agent-readiness report (npm run check:agents)', () => {
  it('passes every standard on this site, each with what it found', async () => {
    const results = await agentReadiness(stackGet);
    expect(results.map((result) => result.standard)).toHaveLength(9);
    for (const result of results) expect(result, result.standard).toMatchObject({ pass: true, reason: expect.stringMatching(/\S/) });
  });

  it('fails a standard the site breaks, saying why', async () => {
    const noSignal = changing(
      (path) => path === '/robots.txt',
      (response) => withText(response, (text) => text.replace(/^Content-Signal:.*$/m, '')),
    );
    expect(await outcome(noSignal, 'robots.txt: Content Signals and aipref')).toMatchObject({
      pass: false,
      reason: expect.stringContaining('Content-Signal'),
    });

    const noUsage = changing((path) => path === '/robots.txt', without('content-usage'));
    expect(await outcome(noUsage, 'robots.txt: Content Signals and aipref')).toMatchObject({
      pass: false,
      reason: expect.stringContaining('aipref'),
    });

    const editedSkill = changing(
      (path) => path.endsWith('/SKILL.md'),
      (response) => withText(response, (text) => `${text} `),
    );
    expect(await outcome(editedSkill, 'Agent Skills')).toMatchObject({ pass: false, reason: expect.stringContaining('digest') });

    const bareForm = changing(
      (path) => path === '/search',
      (response) => withText(response, (text) => text.replace(/ toolname="[^"]*"/g, '')),
    );
    expect(await outcome(bareForm, 'WebMCP')).toMatchObject({ pass: false, reason: expect.stringContaining('toolname') });

    const noTwinLink = changing((path) => path === '/', without('link'));
    expect(await outcome(noTwinLink, 'Markdown negotiation and its Link headers')).toMatchObject({ pass: false });
  });
});
