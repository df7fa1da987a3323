// What Netlify would deploy, measured: every function zipped by @netlify/zip-it-and-ship-it
// with netlify.toml's [functions] config, unzipped in a temporary directory away from the
// project, then imported by fresh Node processes (cwd elsewhere). Per function: zip size,
// unzipped size, module import time, first-request time, cold start to response (from the
// process's start until the first response is read) and the whole process (medians of
// COLD_RUNS processes, default 7, started in turns: one of each function per round). The whole
// process is longer by what only an exiting process waits for: after a few requests V8
// recompiles undici's HTTP parser (WebAssembly) in the background, and Node lets that finish
// before it exits (--liftoff-only makes the gap vanish). No request waits for it. Upstreams are
// loopback fakes. Beside ours, the same run measures a hello-world v2 function (a Response and
// nothing else), zipped and started the same way: the floor a cold start cannot go under
// (Node's start, Netlify's runtime, undici's first Request), and the goals are ratios to it.
// Three more reference functions, started the same way, show what each function's own work
// costs against what it cannot avoid: `upstream-codehost` and `upstream-optimize` make the
// same upstream requests as codehost's and optimize's first request (in the same rounds,
// bodies parsed) and nothing else, and `mcp-sdk` is the MCP SDK alone (one tool, a stateless
// JSON transport per request, prebundled as ours are). Needs dist/ (the MCP function bundles
// the twins) and build/functions/: `npm run bench` builds both first.
// BENCH_JSON=path writes the figures as JSON; BENCH_BASELINE=path prints the change from an earlier run.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { unzipSync } from 'fflate';
import { unzipBundle, zipProjectFunctions } from '../scripts/lib/function-bundles.ts';
import { functionBundleOptions } from '../src/integrations/function-bundles.ts';
import { startFakeData912 } from '../tests/support/fake-data912.ts';
import { startFakeGitHub } from '../tests/support/fake-github.ts';

const run = promisify(execFile);
const runs = Math.max(5, Number(process.env.COLD_RUNS ?? 7));
const SITE = 'https://bench.test';
const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** The floor: a v2 function that answers with a Response and imports nothing. */
const HELLO_WORLD = 'hello-world';
const HELLO_WORLD_SOURCE = `export default async () => new Response('Hello, world');
export const config = { path: '/hello' };
`;

/**
 * What a function cannot avoid, without any of its own work: its upstream requests (the same
 * URLs, in the same rounds, as its first request below makes), or the MCP SDK.
 */
const REFERENCE_SOURCES: Record<string, string> = {
  'upstream-codehost': `const get = async (path) => JSON.parse(await (await fetch(new URL(path, process.env.CODEHOST_API_URL))).text());
export default async () => {
  await Promise.all(['/users/octocat', '/users/octocat/repos?type=owner&sort=pushed&per_page=100', '/users/octocat/events/public?per_page=100'].map(get));
  await get('/users/octocat/repos?type=owner&sort=pushed&per_page=100&page=2');
  return Response.json({});
};
`,
  'upstream-optimize': `const get = async (path) => JSON.parse(await (await fetch(new URL(path, process.env.MARKET_DATA_URL))).text());
export default async (request) => {
  await request.json();
  await Promise.all(['/live/arg_stocks', '/live/arg_cedears', '/live/arg_bonds'].map(get));
  await Promise.all(['/historical/stocks/GGAL', '/historical/bonds/AL30', '/historical/cedears/AAPL'].map(get));
  return Response.json({});
};
`,
};
const MCP_SDK_SOURCE = `import { McpServer, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
export default async (request) => {
  const server = new McpServer({ name: 'floor', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.server.setRequestHandler('tools/call', async () => ({ content: [{ type: 'text', text: 'Hello, world' }] }));
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  return transport.handleRequest(request, { parsedBody: await request.json() });
};
`;

/** Cold start to response at most this many times the hello-world's (goal of issue 35). */
const COLD_START_RATIO_GOAL: Record<string, number> = { mcp: 2 };
const DEFAULT_COLD_START_RATIO_GOAL = 1.5;

/** The first request each function gets after a cold start. */
const firstRequests: Record<string, { url: string; init: RequestInit }> = {
  [HELLO_WORLD]: { url: `${SITE}/hello`, init: {} },
  codehost: { url: `${SITE}/api/codehost`, init: {} },
  optimize: {
    url: `${SITE}/api/portfolio/optimize`,
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tickers: ['GGAL', 'AL30', 'AAPL'] }) },
  },
  'refresh-activity': { url: `${SITE}/.netlify/functions/refresh-activity`, init: { method: 'POST', body: '{}' } },
  // Without STATS_TOKEN (as here): stats answers 404 and compact-stats has nothing to do.
  stats: { url: `${SITE}/api/stats`, init: {} },
  'compact-stats': { url: `${SITE}/.netlify/functions/compact-stats`, init: { method: 'POST', body: '{}' } },
  mcp: {
    url: `${SITE}/mcp`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_profile', arguments: {} } }),
    },
  },
};
/** Each reference function gets the first request of the function it stands beside. */
const REFERENCE_OF: Record<string, string> = { 'upstream-codehost': 'codehost', 'upstream-optimize': 'optimize', 'mcp-sdk': 'mcp' };
for (const [reference, of] of Object.entries(REFERENCE_OF)) firstRequests[reference] = firstRequests[of]!;

/** Run in a fresh process: import the entry, send one request, print the timings. */
const PROBE = `
const [entry, url, init] = process.argv.slice(1);
const t0 = performance.now();
const { default: handler } = await import(entry);
const t1 = performance.now();
const response = await handler(new Request(url, JSON.parse(init)), { waitUntil() {}, geo: {}, ip: '127.0.0.1' });
await response.arrayBuffer();
const t2 = performance.now();
// performance.now() counts from the process's start: t2 is the cold start to the response.
console.log(JSON.stringify({ importMs: t1 - t0, firstRequestMs: t2 - t1, coldStartToResponseMs: t2, status: response.status }));`;

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Compressed bytes of the files zip-it-and-ship-it adds to every function (___netlify-bootstrap.mjs, ___netlify-telemetry.mjs, …). */
function netlifyRuntimeBytes(zip: string): number {
  let bytes = 0;
  unzipSync(readFileSync(zip), {
    filter: (file) => {
      if (file.name.startsWith('___netlify-')) bytes += file.size;
      return false;
    },
  });
  return bytes;
}

function directoryBytes(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

const work = mkdtempSync(join(tmpdir(), 'fn-bench-'));
const github = await startFakeGitHub();
const data912 = await startFakeData912();
const env = { ...process.env, SITE_URL: SITE, CODEHOST_API_URL: github.url, CODEHOST_USER: 'octocat', MARKET_DATA_URL: data912.url };

interface Figures {
  function: string;
  zipBytes: number;
  /** Of zipBytes, Netlify's own runtime files, the same in every function. */
  netlifyRuntimeZipBytes: number;
  unzippedBytes: number;
  importMs: number;
  firstRequestMs: number;
  /** From the process's start (Node's own start-up included) until the first response is read. */
  coldStartToResponseMs: number;
  coldProcessMs: number;
  status: number;
}

/** A project of the hello-world and the reference functions, zipped as Netlify zips them. */
async function helloWorldProject(): Promise<string> {
  const root = join(work, 'hello-world-project');
  mkdirSync(join(root, 'functions'), { recursive: true });
  writeFileSync(join(root, 'netlify.toml'), '[functions]\n  directory = "functions"\n');
  writeFileSync(join(root, 'functions', `${HELLO_WORLD}.mjs`), HELLO_WORLD_SOURCE);
  for (const [name, source] of Object.entries(REFERENCE_SOURCES)) writeFileSync(join(root, 'functions', `${name}.mjs`), source);
  // Prebundled as src/integrations/function-bundles.ts bundles ours.
  await build({
    stdin: { contents: MCP_SDK_SOURCE, resolveDir: projectRoot, loader: 'js' },
    outfile: join(root, 'functions', 'mcp-sdk.mjs'),
    ...functionBundleOptions(projectRoot),
  });
  return root;
}

/** One process's figures, as the probe prints them. */
type Sample = Pick<Figures, 'importMs' | 'firstRequestMs' | 'coldStartToResponseMs' | 'coldProcessMs' | 'status'>;

const results: Figures[] = [];
try {
  const floor = await zipProjectFunctions(join(work, 'hello-world-zips'), await helloWorldProject());
  const ours = await zipProjectFunctions(join(work, 'zips'));
  const helloWorldFirst = floor.toSorted((a, b) => Number(b.name === HELLO_WORLD) - Number(a.name === HELLO_WORLD));
  const bundles = [...helloWorldFirst, ...ours.toSorted((a, b) => a.name.localeCompare(b.name))].map((bundle) => {
    const request = firstRequests[bundle.name];
    if (!request) throw new Error(`No first request defined for function ${bundle.name}`);
    return { bundle, request, dir: unzipBundle(bundle.zip, join(work, 'unzipped', bundle.name)), samples: [] as Sample[] };
  });
  // In turns, one process of each function per round: a change in the machine's load (the
  // other work on its cores) falls on every function alike, and the ratios to the
  // hello-world stay comparable.
  for (let i = 0; i < runs; i++) {
    for (const { bundle, request, dir, samples } of bundles) {
      const started = performance.now();
      const { stdout } = await run(
        process.execPath,
        ['--input-type=module', '-e', PROBE, join(dir, bundle.entry), request.url, JSON.stringify(request.init)],
        { cwd: tmpdir(), env },
      );
      samples.push({ ...JSON.parse(stdout.trim().split('\n').at(-1)!), coldProcessMs: performance.now() - started });
    }
  }
  for (const { bundle, dir, samples } of bundles) {
    results.push({
      function: bundle.name,
      zipBytes: statSync(bundle.zip).size,
      netlifyRuntimeZipBytes: netlifyRuntimeBytes(bundle.zip),
      unzippedBytes: directoryBytes(dir),
      importMs: median(samples.map((s) => s.importMs)),
      firstRequestMs: median(samples.map((s) => s.firstRequestMs)),
      coldStartToResponseMs: median(samples.map((s) => s.coldStartToResponseMs)),
      coldProcessMs: median(samples.map((s) => s.coldProcessMs)),
      status: samples[0]!.status,
    });
  }
} finally {
  await github.close();
  await data912.close();
  rmSync(work, { recursive: true, force: true });
}

const baseline: Figures[] | undefined = process.env.BENCH_BASELINE
  ? JSON.parse(readFileSync(process.env.BENCH_BASELINE, 'utf8')).functions
  : undefined;
const change = (name: string, key: keyof Figures) => {
  const before = baseline?.find((row) => row.function === name)?.[key];
  return typeof before === 'number' ? ` (was ${key.endsWith('Bytes') ? kb(before) : before.toFixed(0)})` : '';
};
const kb = (bytes: number) => `${Math.round(bytes / 1000).toLocaleString('en')} KB`;

const floorMs = results.find((r) => r.function === HELLO_WORLD)!.coldStartToResponseMs;
const ratio = (r: Figures) => r.coldStartToResponseMs / floorMs;
const ratioGoal = (r: Figures) => COLD_START_RATIO_GOAL[r.function] ?? DEFAULT_COLD_START_RATIO_GOAL;

console.log(`\nDeployed function bundles (zip-it-and-ship-it), Node ${process.version}, medians of ${runs} fresh processes`);
console.table(
  results.map((r) => ({
    function: r.function,
    zip: kb(r.zipBytes) + change(r.function, 'zipBytes'),
    "of which Netlify's runtime": kb(r.netlifyRuntimeZipBytes),
    unzipped: kb(r.unzippedBytes) + change(r.function, 'unzippedBytes'),
    'module import (ms)': r.importMs.toFixed(0) + change(r.function, 'importMs'),
    'first request (ms)': r.firstRequestMs.toFixed(0) + change(r.function, 'firstRequestMs'),
    'cold start to response (ms)': r.coldStartToResponseMs.toFixed(0) + change(r.function, 'coldStartToResponseMs'),
    '× hello-world':
      r.function === HELLO_WORLD
        ? '1.00'
        : REFERENCE_OF[r.function]
          ? `${ratio(r).toFixed(2)} (reference for ${REFERENCE_OF[r.function]})`
          : `${ratio(r).toFixed(2)} (goal ≤ ${ratioGoal(r)})`,
    'whole process (ms)': r.coldProcessMs.toFixed(0) + change(r.function, 'coldProcessMs'),
    status: r.status,
  })),
);
console.log(
  [
    "Goals per function: zip ≤ 300 KB, module import ≤ 30 ms, cold start to response at most 1.5 times the hello-world's (mcp 2 times).",
    "Netlify's runtime files (bootstrap and telemetry loader) are in every zip whatever the function.",
    "upstream-codehost and upstream-optimize make only their function's upstream requests; mcp-sdk is the MCP SDK alone: what each function cannot avoid.",
    "The whole process also waits, before exiting, for V8's background recompilation of undici's HTTP parser; no request does.",
  ].join('\n'),
);
if (process.env.BENCH_JSON) {
  writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({ node: process.version, runs, functions: results }, null, 2)}\n`);
  console.log(`Wrote ${process.env.BENCH_JSON}`);
}
