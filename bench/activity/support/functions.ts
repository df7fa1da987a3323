import { BENCH_SITE, type FunctionBench } from '../../support/function-bench.ts';
import { startFakeGitHub } from '../../../tests/support/fake-github.ts';

/** The same GitHub requests, in the same rounds, as codehost's first request makes, bodies parsed, and nothing else. */
const UPSTREAM_CODEHOST = `const get = async (path) => JSON.parse(await (await fetch(new URL(path, process.env.CODEHOST_API_URL))).text());
export default async () => {
  await Promise.all(['/users/octocat', '/users/octocat/repos?type=owner&sort=pushed&per_page=100', '/users/octocat/events/public?per_page=100'].map(get));
  await get('/users/octocat/repos?type=owner&sort=pushed&per_page=100&page=2');
  return Response.json({});
};
`;

export const functionBench: FunctionBench = {
  firstRequests: {
    codehost: { url: `${BENCH_SITE}/api/codehost`, init: {} },
    'refresh-activity': { url: `${BENCH_SITE}/.netlify/functions/refresh-activity`, init: { method: 'POST', body: '{}' } },
  },
  // The scheduled refresh makes the same requests on an empty cache: the same reference.
  references: {
    'upstream-codehost': { of: 'codehost', source: UPSTREAM_CODEHOST },
    'upstream-refresh-activity': { of: 'refresh-activity', source: UPSTREAM_CODEHOST },
  },
  async upstreams() {
    const github = await startFakeGitHub();
    return { env: { CODEHOST_API_URL: github.url, CODEHOST_USER: 'octocat' }, close: () => github.close() };
  },
};
