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
// Reference functions, started the same way, show what each function's own work costs against
// what it cannot avoid, and the goals are ratios to them: a capability's (bench/<name>/support/
// functions.ts, with its functions' first requests and its upstreams' fakes) make the same
// upstream requests as its function's first request (in the same rounds, bodies parsed) and
// nothing else; `mcp-sdk` is the MCP SDK alone (one tool, a stateless JSON transport per
// request, prebundled as ours are). Needs dist/ (the MCP function bundles the twins) and the
// functions' entries and modules (build/functions/, build/function-modules/): `npm run bench`
// builds them first.
// BENCH_JSON=path writes the figures as JSON; BENCH_BASELINE=path prints the change from an earlier run.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { unzipSync } from 'fflate';
import { unzipBundle, zipProjectFunctions } from '../scripts/lib/function-bundles.ts';
import { ENTRIES_OUTPUT, functionBundleOptions, MODULES_OUTPUT } from '../src/integrations/function-bundles.ts';
import { BENCH_SITE, type FirstRequest, type FunctionBench } from './support/function-bench.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

const run = promisify(execFile);
const runs = Math.max(5, Number(process.env.COLD_RUNS ?? 7));
const projectRoot = fileURLToPath(new URL('..', import.meta.url));
// Without them Netlify's bundler zips none of the site's functions, and only the references would be measured.
if (![ENTRIES_OUTPUT, MODULES_OUTPUT].every((dir) => existsSync(join(projectRoot, dir, 'mcp.mjs')))) {
  console.error(
    `bench/functions.ts: ${ENTRIES_OUTPUT}/ and ${MODULES_OUTPUT}/ hold no function yet; build first (npm run build:offline, as npm run bench does).`,
  );
  process.exit(2);
}

/** The floor: a v2 function that answers with a Response and imports nothing. */
const HELLO_WORLD = 'hello-world';
const HELLO_WORLD_SOURCE = `export default async () => new Response('Hello, world');
export const config = { path: '/hello' };
`;
const MCP_SDK = 'mcp-sdk';
const MCP_SDK_SOURCE = `import { McpServer, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
export default async (request) => {
  const server = new McpServer({ name: 'floor', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.server.setRequestHandler('tools/call', async () => ({ content: [{ type: 'text', text: 'Hello, world' }] }));
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  return transport.handleRequest(request, { parsedBody: await request.json() });
};
`;

/** The site's own function (the MCP endpoint) and the capabilities' whose bench folders say how to call them. */
const site: FunctionBench = {
  firstRequests: {
    [HELLO_WORLD]: { url: `${BENCH_SITE}/hello`, init: {} },
    mcp: {
      url: `${BENCH_SITE}/mcp`,
      init: {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-11-25',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_profile', arguments: {} } }),
      },
    },
  },
};
const capabilityBenches = await Promise.all(
  readdirSync(here, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(here, entry.name, 'support', 'functions.ts')))
    .map(
      async (entry) =>
        ((await import(join(here, entry.name, 'support', 'functions.ts'))) as { functionBench: FunctionBench }).functionBench,
    ),
);
const firstRequests: Record<string, FirstRequest> = Object.assign({}, site.firstRequests, ...capabilityBenches.map((b) => b.firstRequests));
/** Each reference function by name: the function it stands beside, and its source. */
const references: Record<string, { of: string; source: string }> = Object.assign({}, ...capabilityBenches.map((b) => b.references ?? {}));
/** Each function's reference, if it has one. */
const referenceOf: Record<string, string> = {
  mcp: MCP_SDK,
  ...Object.fromEntries(Object.entries(references).map(([reference, { of }]) => [of, reference])),
};
for (const [reference, { of }] of Object.entries(references)) firstRequests[reference] = firstRequests[of]!;
firstRequests[MCP_SDK] = firstRequests.mcp!;

/** Cold start to response at most this many times its reference's, in the same run (issue 44). */
const REFERENCE_RATIO_GOAL: Record<string, number> = { mcp: 1.2 };
const DEFAULT_REFERENCE_RATIO_GOAL = 1.1;

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
const upstreams = await Promise.all(capabilityBenches.map((bench) => bench.upstreams?.()).filter((started) => started !== undefined));
const env = { ...process.env, SITE_URL: BENCH_SITE, ...Object.assign({}, ...upstreams.map((upstream) => upstream.env)) };

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
  for (const [name, { source }] of Object.entries(references)) writeFileSync(join(root, 'functions', `${name}.mjs`), source);
  // Prebundled as src/integrations/function-bundles.ts bundles ours.
  await build({
    stdin: { contents: MCP_SDK_SOURCE, resolveDir: projectRoot, loader: 'js' },
    outfile: join(root, 'functions', `${MCP_SDK}.mjs`),
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
  await Promise.all(upstreams.map((upstream) => upstream.close()));
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
const coldStartOf = (name: string) => results.find((r) => r.function === name)?.coldStartToResponseMs;
const isReference = (name: string) => name === MCP_SDK || name in references;
/** Its cold start over its reference's, in this run, and the goal for it; undefined where it has no reference. */
function againstReference(r: Figures): { ratio: number; goal: number } | undefined {
  const reference = referenceOf[r.function];
  const referenceMs = reference ? coldStartOf(reference) : undefined;
  if (!referenceMs) return undefined;
  return { ratio: r.coldStartToResponseMs / referenceMs, goal: REFERENCE_RATIO_GOAL[r.function] ?? DEFAULT_REFERENCE_RATIO_GOAL };
}

console.log(`\nDeployed function bundles (zip-it-and-ship-it), Node ${process.version}, medians of ${runs} fresh processes`);
console.table(
  results.map((r) => {
    const against = againstReference(r);
    return {
      function: r.function,
      zip: kb(r.zipBytes) + change(r.function, 'zipBytes'),
      "of which Netlify's runtime": kb(r.netlifyRuntimeZipBytes),
      unzipped: kb(r.unzippedBytes) + change(r.function, 'unzippedBytes'),
      'module import (ms)': r.importMs.toFixed(0) + change(r.function, 'importMs'),
      'first request (ms)': r.firstRequestMs.toFixed(0) + change(r.function, 'firstRequestMs'),
      'cold start to response (ms)': r.coldStartToResponseMs.toFixed(0) + change(r.function, 'coldStartToResponseMs'),
      '× hello-world': (r.coldStartToResponseMs / floorMs).toFixed(2),
      '× its reference': isReference(r.function)
        ? `reference for ${Object.entries(referenceOf).find(([, reference]) => reference === r.function)?.[0]}`
        : against
          ? `${against.ratio.toFixed(2)} (goal ≤ ${against.goal.toFixed(2)}${against.ratio <= against.goal ? ', met' : ', not met'})`
          : '',
      'whole process (ms)': r.coldProcessMs.toFixed(0) + change(r.function, 'coldProcessMs'),
      status: r.status,
    };
  }),
);
console.log(
  [
    `Goals per function: zip ≤ 300 KB, module import ≤ 30 ms, cold start to response at most ${DEFAULT_REFERENCE_RATIO_GOAL} times its reference's (mcp ${REFERENCE_RATIO_GOAL.mcp}), medians of three runs.`,
    "Netlify's runtime files (bootstrap and telemetry loader) are in every zip whatever the function.",
    "A function's reference makes only its upstream requests (bench/<capability>/support/functions.ts); mcp-sdk is the MCP SDK alone: what each function cannot avoid.",
    "The whole process also waits, before exiting, for V8's background recompilation of undici's HTTP parser; no request does.",
  ].join('\n'),
);
if (process.env.BENCH_JSON) {
  writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({ node: process.version, runs, functions: results }, null, 2)}\n`);
  console.log(`Wrote ${process.env.BENCH_JSON}`);
}
