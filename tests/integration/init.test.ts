import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatWithBiome } from '../../scripts/lib/init/format.ts';
import { renderOwnerModule } from '../../scripts/lib/init/render.ts';
import { normalizedKey, slugify } from '../../src/lib/owner/normalize.ts';
import { type OwnerContent, parseOwnerContent } from '../../src/lib/owner/schema.ts';
import { exampleOwnerInput } from '../fixtures/owners/example.ts';
import { type FakeGitHub, startFakeGitHub } from '../support/fake-github.ts';
import { luciaGitHub, luciaResumeJson, RESUME_FILE } from '../support/init-sources.ts';
import { unreadParts } from '../../scripts/lib/init/unread-parts.ts';
import { featureDefaults } from '../../src/capabilities/list.ts';

/**
 * `npm run init` as a person runs it: the real script in a child process (stdin not a
 * terminal), against the loopback GitHub fake, writing into a throwaway project root.
 */
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const OWNER = 'src/content/owner.ts';
const WRITE_UPS = 'src/content/projects';
const EXAMPLE = 'src/example';
const example = parseOwnerContent(exampleOwnerInput);
const lucia = luciaGitHub();

let github: FakeGitHub;
let root: string;

beforeAll(async () => {
  github = await startFakeGitHub();
});
afterAll(() => github.close());

/**
 * A fresh fork's root: the template's example (its owner and write-ups) in src/example/, no owner
 * file yet, a write-up of the fork's own already in src/content/projects/; the site's own lib
 * to load it with.
 */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'init-test-'));
  cpSync(join(REPO, 'src/lib'), join(root, 'src/lib'), { recursive: true });
  cpSync(join(REPO, 'package.json'), join(root, 'package.json'));
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir');
  mkdirSync(join(root, EXAMPLE, 'projects'), { recursive: true });
  writeFileSync(join(root, EXAMPLE, 'owner.ts'), renderOwnerModule(exampleOwnerInput, { gitHubUser: 'octocat', date: '2026-01-01' }));
  for (const project of example.projects) writeFileSync(join(root, EXAMPLE, 'projects', `${project.slug}.md`), '# example\n');
  mkdirSync(join(root, WRITE_UPS), { recursive: true });
  writeFileSync(join(root, WRITE_UPS, 'not-from-the-example.md'), '# mine\n');
});
afterEach(() => {
  github.mode = 'ok';
  github.requests.length = 0;
  rmSync(root, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs scripts/init.ts without a terminal; async, so the in-process fake keeps answering. */
function init(...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/init.ts', ...args, '--root', root], {
      cwd: REPO,
      env: { ...process.env, CODEHOST_API_URL: github.url, GITHUB_TOKEN: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    child.stdin.end();
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The owner content the written file gives the site, loaded as the site loads it (in a child: a fresh module). */
function load(): Promise<OwnerContent> {
  return new Promise((resolve, reject) => {
    const code = 'const { owner } = await import(process.argv[1]); process.stdout.write(JSON.stringify(owner));';
    const child = spawn(process.execPath, ['--input-type=module', '-e', code, pathToFileURL(join(root, OWNER)).href], { cwd: REPO });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('close', (status) => (status === 0 ? resolve(JSON.parse(out)) : reject(new Error(err))));
  });
}

/** The owner file's text; null while there is none. */
const ownerText = () => (existsSync(join(root, OWNER)) ? readFileSync(join(root, OWNER), 'utf8') : null);
/** Every file under src/example/ with its text: init must leave the template's example as it is. */
const exampleFiles = () =>
  Object.fromEntries(
    readdirSync(join(root, EXAMPLE), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [join(entry.parentPath, entry.name), readFileSync(join(entry.parentPath, entry.name), 'utf8')]),
  );
const SPANISH = ['--github', 'lucia-perez', '--resume', RESUME_FILE, '--language', 'es-AR', '--site-url', 'https://lucia.example.com.ar'];

function expectFailure(run: Run, before: string | null, message: string | RegExp) {
  expect(run.code).toBe(1);
  expect(run.stderr).toMatch(message);
  expect(run.stderr).not.toMatch(/^\s+at /m);
  expect(ownerText()).toBe(before);
}

/** The switches init writes for a fork with no post yet: each capability's default, writing off (npm run new:post turns it on). */
function firstSwitches(): Record<string, boolean> {
  const defaults = featureDefaults();
  return 'writing' in defaults ? { ...defaults, writing: false } : defaults;
}

describe('npm run init (happy path)', () => {
  it('writes a Spanish owner from GitHub and the résumé, the résumé winning, skills de-duplicated', async () => {
    const run = await init(...SPANISH);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const owner = await load();
    const resume = luciaResumeJson() as { basics: { name: string; label: string }; projects: { name: string }[] };
    expect(owner.example).toBe(false);
    expect(owner.site.language).toBe('es-AR');
    expect(owner.site.url).toBe('https://lucia.example.com.ar');
    expect(owner.site.features).toEqual(firstSwitches());
    expect(owner.profile.name).toBe(resume.basics.name);
    expect(owner.profile.headline).toBe(resume.basics.label);
    expect(owner.profile.githubUser).toBe(lucia.profile.login);
    const skills = owner.profile.skills.map(normalizedKey);
    expect(new Set(skills).size).toBe(skills.length);
    for (const project of resume.projects) expect(owner.projects.map((p) => p.name)).toContain(project.name);
    const fromRepos = owner.projects.filter((p) => lucia.repos.some((r) => r.name === p.name));
    expect(fromRepos.length).toBeGreaterThan(0);
    for (const project of fromRepos) expect(project.repoUrl).toBe(lucia.repos.find((r) => r.name === project.name)!.html_url);
    expect(run.stdout).toContain('es-AR');
    expect(run.stdout).toContain(`${owner.projects.length} projects, ${owner.profile.skills.length} skills`);
    expect(run.stdout).toMatch(/résumé sections found: basics, work/);
    // What the résumé holds and the site does not show is said, not dropped in silence.
    const unread = unreadParts(luciaResumeJson());
    expect(unread.length).toBeGreaterThan(0);
    expect(run.stdout).toContain(`résumé parts not used by the site: ${unread.join(', ')}`);
  });

  it("reads a résumé in JSON Resume's names from before 1.0 as today's, every job kept, and says which it renamed", async () => {
    const today = luciaResumeJson() as { basics: Record<string, unknown>; work: Record<string, unknown>[] };
    const { url, image, ...basics } = today.basics;
    const older = {
      ...today,
      basics: { ...basics, website: url, picture: image },
      work: today.work.map(({ name, url: website, ...job }) => ({ ...job, company: name, website })),
    };
    const file = join(root, 'older-resume.json');
    writeFileSync(file, JSON.stringify(older));
    const run = await init('--github', 'lucia-perez', '--resume', file, '--yes');
    expect(run.code).toBe(0);
    expect((await load()).work.map((job) => job.name)).toEqual(today.work.map((job) => job.name));
    expect(run.stdout).toContain(
      `read as today's: basics.website → url, basics.picture → image, work[].company → name (${today.work.length})`,
    );
    expect(run.stdout).not.toMatch(/left out: it has no name/);
  });

  it('--languages es,en: Spanish the default, English a language with nothing translated yet, kept when run again', async () => {
    const run = await init('--github', 'lucia-perez', '--resume', RESUME_FILE, '--languages', 'es,en', '--yes');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const owner = await load();
    expect(owner.site.language).toBe('es');
    expect(owner.site.languages).toEqual(['es', 'en']);
    expect(owner.translations).toEqual({ en: {} });
    expect(formatWithBiome(ownerText()!, OWNER)).toBe(ownerText());
    // The owner translates a text, then runs init again without naming languages: both are kept.
    writeFileSync(
      join(root, OWNER),
      ownerText()!.replace('translations: { en: {} }', `translations: { en: { profile: { headline: 'Engineer' } } }`),
    );
    expect((await init('--github', 'lucia-perez', '--yes')).code).toBe(0);
    expect((await load()).translations).toEqual({ en: { profile: { headline: 'Engineer' } } });
  });

  it('writes a file Biome leaves as it is, and leaves the example and the fork’s own write-ups as they were', async () => {
    const example = exampleFiles();
    expect((await init(...SPANISH)).code).toBe(0);
    expect(formatWithBiome(ownerText()!, OWNER)).toBe(ownerText());
    expect(exampleFiles()).toEqual(example);
    expect(readFileSync(join(root, WRITE_UPS, 'not-from-the-example.md'), 'utf8')).toBe('# mine\n');
  });

  it.runIf('writing' in featureDefaults())('switches writing on where the fork has a post of its own already', async () => {
    mkdirSync(join(root, 'src/content/posts'));
    writeFileSync(join(root, 'src/content/posts/first.md'), '---\ntitle: First\n---\n');
    expect((await init('--github', 'lucia-perez')).code).toBe(0);
    expect((await load()).site.features.writing).toBe(true);
  });

  it('from GitHub alone: English by default, a placeholder site URL it says to set, forks, archives and non-http homepages left out', async () => {
    const run = await init('--github', lucia.profile.login.toUpperCase());
    expect(run.code).toBe(0);
    const owner = await load();
    expect(owner.profile.githubUser).toBe(lucia.profile.login);
    expect(owner.site.language).toBe('en');
    expect(run.stdout).toContain(`Set site.url in ${OWNER}`);
    const left = lucia.repos.filter((r) => r.fork || r.archived);
    expect(left.length).toBeGreaterThan(1);
    for (const repo of left) {
      expect(owner.projects.map((p) => p.name)).not.toContain(repo.name);
      expect(owner.profile.skills).not.toContain(repo.language);
    }
    const nonHttp = lucia.repos.filter((r) => r.homepage && !/^https?:\/\//.test(r.homepage)).map((r) => r.name);
    const shown = owner.projects.filter((p) => nonHttp.includes(p.name));
    expect(shown.length).toBeGreaterThan(0);
    for (const project of shown) expect(project.demoUrl).toBeUndefined();
  });
});

describe('npm run init (links to the site itself)', () => {
  const SITE = 'https://vrios.example';
  /** The lines naming links under the summary's warning, until what to do. */
  const namedLinks = (stdout: string) => {
    const lines = stdout.split('\n');
    const heading = lines.findIndex((line) => line.startsWith(`Links in ${OWNER} to pages of this site that it does not build`));
    if (heading < 0) return [];
    const end = lines.findIndex((line, index) => index > heading && line.startsWith('  Correct each address'));
    return lines.slice(heading + 1, end);
  };

  it('names each link to a page of its own site that it does not build, with its field, and writes the file; not one to a page it builds, nor to another site', async () => {
    const json = luciaResumeJson() as { basics: Record<string, unknown>; projects: Record<string, unknown>[] };
    const talk = { name: 'Charla en vivo', description: 'Una charla.', url: `${SITE}/charla` };
    const ownPage = { name: 'Página del proyecto', description: 'Su página.', url: `${SITE}/projects/${slugify('Página del proyecto')}` };
    const elsewhere = { name: 'En otro sitio', description: 'Otro sitio.', url: 'https://else.example/charla' };
    const resume = {
      ...json,
      basics: { ...json.basics, url: SITE, summary: `Notas: ${SITE}/notas\u001bc y ${SITE}/contact.` },
      projects: [...json.projects, talk, ownPage, elsewhere],
    };
    const file = join(root, 'cv.json');
    writeFileSync(file, JSON.stringify(resume));
    const run = await init('--github', 'lucia-perez', '--resume', file, '--site-url', SITE);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const owner = await load();
    const field = (url: string) => `projects[${owner.projects.findIndex((project) => project.demoUrl === url)}].demoUrl`;
    expect(field(talk.url)).not.toBe('projects[-1].demoUrl');
    expect(namedLinks(run.stdout).sort()).toEqual([`  ${field(talk.url)}: ${talk.url}`, `  profile.bio: ${SITE}/notas\\u{1b}c`].sort());
    expect(run.stdout).toContain('Correct each address, or add the page: a file under src/pages/ at its path (see docs/pages.md).');
    expect(run.stdout).not.toContain('\u001b');
  });
});

describe('npm run init (an edited owner file)', () => {
  it('refuses to replace it without --yes when nobody can be asked, before asking GitHub anything', async () => {
    expect((await init('--github', 'lucia-perez')).code).toBe(0);
    github.requests.length = 0;
    const before = ownerText();
    const run = await init(...SPANISH);
    expectFailure(run, before, /holds your own content.*--yes/s);
    expect(github.requests).toEqual([]);
  });

  it('replaces it with --yes, keeping the owner’s own feature switches and accent colour', async () => {
    expect((await init('--github', 'lucia-perez')).code).toBe(0);
    // Every switch the other way from what init wrote, whichever capabilities the template has.
    const flipped = Object.fromEntries(Object.entries(firstSwitches()).map(([name, on]) => [name, !on]));
    const written = Object.entries(flipped).map(([name, on]) => `${name}: ${on}`);
    writeFileSync(
      join(root, OWNER),
      ownerText()!.replace(/features: \{[^}]*\}/, `features: { ${written.join(', ')} },\n    accent: '#8250df'`),
    );
    const run = await init(...SPANISH, '--yes');
    expect(run.code).toBe(0);
    const owner = await load();
    expect(owner.site.language).toBe('es-AR');
    expect(owner.site.features).toEqual(flipped);
    expect(owner.site.accent).toBe('#8250df');
  });
});

describe('npm run init (bad input: exit 1, nothing written, no stack trace)', () => {
  it('an unknown GitHub user', async () => {
    const before = ownerText();
    expectFailure(await init('--github', 'missing'), before, 'GitHub has no user "missing"');
  });

  it('an invalid résumé, naming the JSON path', async () => {
    const json = luciaResumeJson() as { work: { startDate: string }[] };
    json.work[1]!.startDate = 'marzo de 2018';
    const file = join(root, 'cv.json');
    writeFileSync(file, JSON.stringify(json));
    const before = ownerText();
    expectFailure(
      await init('--github', 'lucia-perez', '--resume', file),
      before,
      'work[1].startDate: must be YYYY, YYYY-MM or YYYY-MM-DD',
    );
  });

  it('a résumé that is not there', async () => {
    const before = ownerText();
    expectFailure(
      await init('--github', 'lucia-perez', '--resume', join(root, 'nope.json')),
      before,
      /Cannot read the résumé .*no such file/,
    );
  });

  it('the rate limit, saying when to try again (x-ratelimit-reset)', async () => {
    github.mode = 'rate-limited';
    const reset = Math.floor(Date.now() / 1000) + 600;
    github.rateLimitReset = reset;
    const before = ownerText();
    const run = await init('--github', 'lucia-perez');
    expectFailure(run, before, /rate limit/);
    // The child rounds the wait up to a whole second: the reset, or a second after it.
    const clock = (seconds: number) => new Date(seconds * 1000).toISOString().slice(11, 16);
    const when = [clock(reset), clock(reset + 1)].map((at) => `try again in 10 minutes (at ${at} UTC)`);
    expect(when.some((w) => run.stderr.includes(w))).toBe(true);
  });

  it('the secondary rate limit, saying when to try again (retry-after)', async () => {
    github.mode = 'secondary-rate-limit';
    const before = ownerText();
    expectFailure(await init('--github', 'lucia-perez'), before, /try again in 42 seconds \(at \d\d:\d\d UTC\)/);
  });

  it('a network failure', async () => {
    github.mode = 'refused';
    const before = ownerText();
    expectFailure(await init('--github', 'lucia-perez'), before, `Could not reach GitHub at ${github.url}`);
  });

  it('--languages with a tag twice, an empty one, or beside --language', async () => {
    const before = ownerText();
    expectFailure(await init('--github', 'lucia-perez', '--languages', 'es,en,EN'), before, /--languages names "en" twice/);
    expectFailure(await init('--github', 'lucia-perez', '--languages', 'es,,en'), before, /--languages "es,,en" has an empty tag/);
    expectFailure(await init('--github', 'lucia-perez', '--language', 'es', '--languages', 'es,en'), before, /give one/);
    expectFailure(await init('--github', 'lucia-perez', '--languages', 'es,xx'), before, /--languages "xx" has no interface dictionary/);
  });

  it('a language the site has no words for', async () => {
    const before = ownerText();
    expectFailure(await init('--github', 'lucia-perez', '--language', 'xx'), before, /--language "xx" has no interface dictionary/);
  });
});
