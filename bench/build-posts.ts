// `npm run bench` (also alone: `node bench/build-posts.ts`): the offline build of a site with 200
// posts and 50 projects, generated into a copy of HEAD's files (node_modules linked). Goal: under
// 30 s on 2 cores. Prints the time, the pages built and the posts published; exits 1 over the goal.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exampleOwnerInput } from '../tests/fixtures/owners/example.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const GOAL_MS = 30_000;
const POSTS = 200;
const PROJECTS = 50;
const TAGS = ['go', 'rust', 'typescript', 'databases', 'testing', 'mcp', 'astro', 'notes'];

const work = mkdtempSync(join(tmpdir(), 'build-posts-'));
try {
  // HEAD's tracked files, as a fresh clone has them; the installed packages linked in.
  execFileSync('sh', ['-c', `git -C "${root}" archive HEAD | tar -x -C "${work}"`]);
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'));

  const posts = join(work, 'src/content/posts');
  rmSync(posts, { recursive: true, force: true });
  mkdirSync(posts, { recursive: true });
  for (let i = 0; i < POSTS; i++) {
    const day = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const tags = [TAGS[i % TAGS.length], TAGS[(i * 3 + 1) % TAGS.length]];
    const body = Array.from(
      { length: 12 },
      (_, p) => `Paragraph ${p + 1} of post ${i + 1}: ${'words to read and think about '.repeat(12)}`,
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
        '```ts',
        `export const answer${i} = ${i} * 2;`,
        '```',
        '',
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

  const started = performance.now();
  const build = spawnSync(process.execPath, ['scripts/build-offline.ts'], {
    cwd: work,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const ms = performance.now() - started;
  if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}`);
  const htmlPages = readdirSync(join(work, 'dist'), { recursive: true }).filter((file) => String(file).endsWith('.html')).length;
  const published = readdirSync(join(work, 'dist/writing')).filter((file) => file.endsWith('.html')).length;
  console.log(`\nBuild with ${POSTS} posts and ${PROJECTS} projects: ${(ms / 1000).toFixed(1)} s (goal: under ${GOAL_MS / 1000} s)`);
  console.log(`${htmlPages} HTML pages, ${published} post pages`);
  if (ms > GOAL_MS) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
