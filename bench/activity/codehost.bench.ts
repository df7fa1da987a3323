import { afterAll, beforeAll, test } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { GitHubClient } from '../../src/lib/github/client.ts';
import { CodehostService } from '../../src/capabilities/activity/core/service.ts';
import { createCodehostHandler } from '../../src/capabilities/activity/core/handler.ts';
import { startFakeGitHub, type FakeGitHub } from '../../tests/support/fake-github.ts';

let github: FakeGitHub;
let codehost: (request: Request) => Promise<Response>;

beforeAll(async () => {
  github = await startFakeGitHub();
  const client = new GitHubClient({ baseUrl: github.url, userAgent: 'bench' });
  codehost = createCodehostHandler(new CodehostService({ client, user: 'octocat', projects: owner.projects }), 'octocat');
  await codehost(new Request('https://site.test/api/codehost')); // fill the memory cache
});
afterAll(() => github.close());

test('GET /api/codehost handler, memory cache hit', async ({ bench }) => {
  await bench('cached /api/codehost (200 with body)', async () => {
    await (await codehost(new Request('https://site.test/api/codehost'))).arrayBuffer();
  }).run();
});
