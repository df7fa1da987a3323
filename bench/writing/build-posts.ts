// `npm run bench` (also alone: `node bench/writing/build-posts.ts`): the offline build of a site with 200
// posts and 50 projects, generated into a copy of HEAD's files (node_modules linked), each post with
// a code block and a formula, every tenth with a diagram and a callout too. Goals: under 30 s on 2
// cores, and at most 3.5 times the example site's build in the same copy, timed first. Prints the
// times, the pages built and the posts published; then the search
// index (Pagefind: its build time and size, from the build) and a first search on the search page
// in Chromium: a word only the newest post has must find it, and the bytes the query transfers
// (the search page's script and Pagefind's files, each compressed with Brotli, as a CDN sends
// them) must stay under 150 KB. Exits 1 over a goal.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/lib/chromium.ts';
import { exampleOwnerInput } from '../../tests/fixtures/owners/example.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const GOAL_MS = 30_000;
/** The 200 posts' build against the example site's, on the same machine in the same run. */
const GOAL_RATIO = 3.5;
const POSTS = 200;
const PROJECTS = 50;
const TAGS = ['go', 'rust', 'typescript', 'databases', 'testing', 'mcp', 'astro', 'notes'];
const QUERY_GOAL_BYTES = 150_000;

/** A word only post `i` has: its number in letters ("marker" + "baa"…). */
const markerOf = (i: number) =>
  `marker${[...i.toString(26).padStart(3, '0')].map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 26))).join('')}`;

/** The built site in `dist`, served as Netlify serves it (`/a` answers with `a.html`), on loopback. */
async function serve(dist: string) {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.wasm': 'application/wasm',
  };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url!, 'http://x').pathname);
    const file = [join(dist, path), join(dist, `${path}.html`), join(dist, path, 'index.html')].find((candidate) => {
      try {
        return statSync(candidate).isFile();
      } catch {
        return false;
      }
    });
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** A first search on the search page: whether it found `expected`, and what the query fetched (search page's script and Pagefind's files), compressed. */
async function firstQuery(dist: string, word: string, expected: string) {
  const site = await serve(dist);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const fetched: { path: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      const path = new URL(response.url()).pathname;
      if (!path.startsWith('/pagefind/') && !/^\/_astro\/search.*\.js$/.test(path)) return;
      fetched.push({ path, bytes: brotliCompressSync(await response.body()).byteLength });
    });
    await page.goto(`${site.url}/search?q=${word}`);
    await page.waitForSelector('.search-results li', { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const first = await page.locator('.search-results li > a').first().getAttribute('href');
    return { found: first === expected, first, fetched };
  } finally {
    await browser.close();
    site.close();
  }
}

/** The offline build in `dir`, timed; its output, for what it says of the search index. */
function timedBuild(dir: string): { ms: number; stdout: string } {
  const started = performance.now();
  const build = spawnSync(process.execPath, ['scripts/build-offline.ts'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const ms = performance.now() - started;
  if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}`);
  return { ms, stdout: build.stdout };
}

const work = mkdtempSync(join(tmpdir(), 'build-posts-'));
try {
  // HEAD's tracked files, as a fresh clone has them; the installed packages linked in.
  execFileSync('sh', ['-c', `git -C "${root}" archive HEAD | tar -x -C "${work}"`]);
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'));

  // The example site first, as a fork starts: the build the posts' is measured against.
  const base = timedBuild(work);
  console.log(`\nBuild of the example site: ${(base.ms / 1000).toFixed(1)} s`);

  const posts = join(work, 'src/content/posts');
  rmSync(posts, { recursive: true, force: true });
  mkdirSync(posts, { recursive: true });
  for (let i = 0; i < POSTS; i++) {
    const day = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const tags = [TAGS[i % TAGS.length], TAGS[(i * 3 + 1) % TAGS.length]];
    const body = Array.from(
      { length: 12 },
      (_, p) => `Paragraph ${p + 1} of post ${i + 1}: ${'words to read and think about '.repeat(12)}${p === 5 ? markerOf(i) : ''}`,
    );
    writeFileSync(
      join(posts, `post-${i + 1}.md`),
      [
        '---',
        `title: Post number ${i + 1}`,
        `description: What post ${i + 1} is about, in one sentence.`,
        `published: ${day}`,
        `tags: [${[...new Set(tags)].join(', ')}]`,
        '---',
        '',
        body.join('\n\n'),
        '',
        '```ts title="answer.ts" {1}',
        `export const answer${i} = ${i} * 2;`,
        '```',
        '',
        `The answer is $a_{${i}} = 2 \\times ${i}$.`,
        '',
        ...(i % 10 === 0
          ? ['> [!NOTE]', '> A note.', '', '```mermaid', 'flowchart LR', `  A[Post ${i}] --> B{Read?}`, '  B -->|yes| C[Next]', '```', '']
          : []),
      ].join('\n'),
    );
  }
  const projects = Array.from({ length: PROJECTS }, (_, i) => ({
    name: `Project ${i + 1}`,
    summary: `What project ${i + 1} does, in a sentence.`,
    tags: [TAGS[i % TAGS.length]],
    repoUrl: `https://github.com/octocat/project-${i + 1}`,
    featured: i < 3,
  }));
  writeFileSync(
    join(work, 'src/content/owner.ts'),
    `import { parseOwnerContent } from '../lib/owner/schema.ts';\n\nexport const owner = parseOwnerContent(${JSON.stringify({ ...exampleOwnerInput, projects })});\n`,
  );

  const { ms, stdout } = timedBuild(work);
  const build = { stdout };
  const htmlPages = readdirSync(join(work, 'dist'), { recursive: true }).filter((file) => String(file).endsWith('.html')).length;
  const published = readdirSync(join(work, 'dist/writing')).filter((file) => file.endsWith('.html')).length;
  const ratio = ms / base.ms;
  console.log(`Build with ${POSTS} posts and ${PROJECTS} projects: ${(ms / 1000).toFixed(1)} s (goal: under ${GOAL_MS / 1000} s)`);
  console.log(`${ratio.toFixed(2)} times the example site's (goal: at most ${GOAL_RATIO})`);
  console.log(`${htmlPages} HTML pages, ${published} post pages`);
  if (ms > GOAL_MS || ratio > GOAL_RATIO) process.exitCode = 1;

  // The search index, as the build made it (src/integrations/search-index.ts says how long it took).
  const indexed = /\[search-index\] indexed (\d+) pages in (\d+) ms/.exec(build.stdout);
  const indexBytes = readdirSync(join(work, 'dist/pagefind'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
  console.log(`Search index: ${indexed?.[1]} pages in ${indexed?.[2]} ms, ${(indexBytes / 1000).toFixed(0)} KB in dist/pagefind/`);
  // The newest post is the last one written (post-200, dated last).
  const query = await firstQuery(join(work, 'dist'), markerOf(POSTS - 1), `/writing/post-${POSTS}`);
  const queryBytes = query.fetched.reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `First search for a word of the newest post: ${query.found ? 'found it first' : `NOT found first (${query.first})`}; ` +
      `${(queryBytes / 1000).toFixed(1)} KB transferred, Brotli (goal: at most ${QUERY_GOAL_BYTES / 1000} KB), in ${query.fetched.length} files:`,
  );
  for (const file of query.fetched.toSorted((a, b) => b.bytes - a.bytes))
    console.log(`  ${(file.bytes / 1000).toFixed(1).padStart(6)} KB  ${file.path}`);
  if (!query.found || queryBytes > QUERY_GOAL_BYTES) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
