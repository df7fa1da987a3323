import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * `npm run upgrade` as a person runs it (the script in a child process, in the fork's clone),
 * between throwaway git repositories: a template with releases and a fork of it.
 */
const UPGRADE = fileURLToPath(new URL('../../scripts/upgrade.ts', import.meta.url));
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@localhost',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@localhost',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};

let work: string;
let template: string;
let fork: string;

const git = (cwd: string, ...args: string[]) => {
  const result = spawnSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
};

function write(root: string, files: Record<string, string | Buffer | null>): void {
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, path);
    if (text === null) {
      rmSync(file);
      continue;
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

function commit(root: string, message: string, files: Record<string, string | Buffer | null>, tag?: string): void {
  write(root, files);
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', message);
  if (tag) git(root, 'tag', tag);
}

const packageJson = (version: string, repository?: string, dependencies?: Record<string, string>) =>
  `${JSON.stringify({ name: 'portfolio', version, ...(repository && { repository: { type: 'git', url: `git+${repository}` } }), dependencies }, null, 2)}\n`;

/** A module of the template's, its two changing lines far enough apart for git to merge changes to each. */
const code = (answer: number, other: number) =>
  `export const answer = ${answer};\n\n// The template's code.\n\nexport const other = ${other};\n`;

/** The template's first release, in the layout the command expects. */
const RELEASE_1 = {
  'package.json': packageJson('1.0.0'),
  'CHANGELOG.md': '# Changelog\n\n## [1.0.0]\n',
  'src/lib/code.ts': code(1, 1),
  'src/data/owner.ts': '// finds src/content/owner.ts, else the example\n',
  'src/example/owner.ts': "export const owner = { example: true, name: 'Octocat' };\n",
  'src/example/posts/hello-world.md': '---\ntitle: Hello\n---\nExample post.\n',
};

/** What the fork's owner writes: the owner file, a post, a write-up with its cover, a picture, a page; odd bytes on purpose. */
const OWNER_FILES = {
  'src/content/owner.ts': "export const owner = {\r\n  example: false,\r\n  name: 'Zoë Ñandú \u2028 <b>',\r\n};\r\n",
  'src/content/posts/mine.md': '---\ntitle: "Mine: my own"\n---\nMy post.\n',
  'src/content/projects/tool.md': '---\ncoverAlt: A tool\n---\nMy write-up, no trailing newline',
  'src/content/projects/tool.webp': Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff, 0x0d, 0x0a, 0x1a]),
  'src/content/avatar.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]),
};
const OWN_PAGE = { 'src/pages/uses.md': '---\ntitle: Uses\ndescription: What I use.\n---\nA keyboard.\n' };

/** The template's next release: a code change, new and changed example content, and a file where only the owner's belong. */
const RELEASE_2 = {
  'package.json': packageJson('1.1.0', undefined, { astro: '^7.0.0' }),
  'CHANGELOG.md': '# Changelog\n\n## [1.1.0]\n\n## [1.0.0]\n',
  'src/lib/code.ts': code(2, 1),
  'src/example/owner.ts': "export const owner = { example: true, name: 'The Octocat' };\n",
  'src/example/posts/new-example.md': '---\ntitle: New example\n---\nAnother example post.\n',
  'src/content/posts/from-the-template.md': '---\ntitle: Not yours\n---\nExample content in the wrong place.\n',
};

function upgradeWith(env: NodeJS.ProcessEnv, ...args: string[]) {
  const result = spawnSync(process.execPath, [UPGRADE, ...args], { cwd: fork, env, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
const upgrade = (...args: string[]) => upgradeWith(GIT_ENV, ...args);

const read = (root: string, path: string) => readFileSync(join(root, path));
const head = () => git(fork, 'rev-parse', 'HEAD');
const status = () => git(fork, 'status', '--porcelain', '--untracked-files=all');

/** A fork whose owner has written their files, committed; the template at its first release. */
function forkWithOwnerFiles(files: Record<string, string | Buffer | null> = { ...OWNER_FILES, ...OWN_PAGE }): void {
  git(work, 'clone', '-q', template, fork);
  commit(fork, 'My site', files);
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'upgrade-test-'));
  template = join(work, 'template');
  fork = join(work, 'fork');
  mkdirSync(template);
  git(template, 'init', '-q', '-b', 'main');
  commit(template, 'Release 1.0.0', RELEASE_1, 'v1.0.0');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('npm run upgrade (a fork takes a release)', () => {
  it("merges the release: the owner's files byte for byte, the release's code and example, no example content among the owner's", () => {
    forkWithOwnerFiles();
    commit(template, 'Release 1.1.0', RELEASE_2, 'v1.1.0');
    const before = head();
    const run = upgrade('--from', template);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    for (const [path, bytes] of Object.entries({ ...OWNER_FILES, ...OWN_PAGE }))
      expect(read(fork, path).equals(Buffer.from(bytes))).toBe(true);
    for (const path of ['src/lib/code.ts', 'src/example/owner.ts', 'src/example/posts/new-example.md', 'package.json'])
      expect(read(fork, path).toString()).toBe(RELEASE_2[path as keyof typeof RELEASE_2]);
    expect(existsSync(join(fork, 'src/content/posts/from-the-template.md'))).toBe(false);
    expect(git(fork, 'ls-files', 'src/content/')).toBe(Object.keys(OWNER_FILES).sort().join('\n'));
    // One merge commit, its parents the fork's last and the release; nothing left to commit.
    expect(git(fork, 'rev-list', '--parents', '-n', '1', 'HEAD').split(' ').slice(1)).toEqual([
      before,
      git(template, 'rev-parse', 'v1.1.0'),
    ]);
    expect(status()).toBe('');
    expect(run.stdout).toContain('from version 1.0.0 to 1.1.0');
    expect(run.stdout).toContain('run npm install');
    expect(upgrade('--from', template).stdout).toMatch(/Already up to date/);
  });

  it("by default takes the newest release tag from package.json's repository, not the unreleased branch", () => {
    commit(template, 'Name the repository', { 'package.json': packageJson('1.0.0', template) });
    forkWithOwnerFiles();
    commit(template, 'Release 1.2.0', { 'src/lib/code.ts': code(12, 1) }, 'v1.2.0');
    commit(template, 'Release 1.10.0', { 'src/lib/code.ts': code(110, 1) }, 'v1.10.0');
    commit(template, 'Unreleased', { 'src/lib/code.ts': code(999, 1) });
    const run = upgrade();
    expect(run.stderr).toBe('');
    expect(read(fork, 'src/lib/code.ts').toString()).toBe(code(110, 1));
    expect(run.stdout).toContain('v1.10.0');
    expect(upgrade('--ref', 'main').code).toBe(0);
    expect(read(fork, 'src/lib/code.ts').toString()).toBe(code(999, 1));
  });

  it('keeps a change of the fork’s own to the template’s code where the release changed other lines', () => {
    forkWithOwnerFiles({ ...OWNER_FILES, 'src/lib/code.ts': code(1, 42) });
    commit(template, 'Release 1.1.0', RELEASE_2, 'v1.1.0');
    expect(upgrade('--from', template).code).toBe(0);
    expect(read(fork, 'src/lib/code.ts').toString()).toBe(code(2, 42));
  });

  it('a repository without the template’s history upgrades once grafted onto its release, as docs/upgrading.md says', () => {
    commit(template, 'Release 1.1.0', RELEASE_2, 'v1.1.0');
    // "Use this template": the first release's files, no history.
    mkdirSync(fork);
    git(fork, 'init', '-q', '-b', 'main');
    commit(fork, 'Initial commit', { ...RELEASE_1, ...OWNER_FILES });
    git(fork, 'fetch', '-q', template, 'v1.0.0');
    git(fork, 'replace', '--graft', git(fork, 'rev-list', '--max-parents=0', 'HEAD'), 'FETCH_HEAD');
    const run = upgrade('--from', template);
    expect(run.stderr).toBe('');
    expect(read(fork, 'src/lib/code.ts').toString()).toBe(RELEASE_2['src/lib/code.ts']);
    for (const [path, bytes] of Object.entries(OWNER_FILES)) expect(read(fork, path).equals(Buffer.from(bytes))).toBe(true);
  });

  it('leaves a symlink among the owner’s files a link, and writes nothing through it', () => {
    forkWithOwnerFiles();
    const outside = join(work, 'outside.bin');
    writeFileSync(outside, 'the owner’s, outside the repository');
    symlinkSync(outside, join(fork, 'src/content/outside.bin'));
    symlinkSync('../../photos', join(fork, 'src/content/photos'));
    commit(fork, 'Links', { 'photos/me.png': Buffer.from([0x89, 0x50]) });
    commit(template, 'Release 1.1.0', RELEASE_2, 'v1.1.0');
    const run = upgrade('--from', template);
    expect(run.stderr).toBe('');
    expect(readFileSync(outside, 'utf8')).toBe('the owner’s, outside the repository');
    expect(readlinkSync(join(fork, 'src/content/outside.bin'))).toBe(outside);
    expect(readlinkSync(join(fork, 'src/content/photos'))).toBe('../../photos');
    expect(read(fork, 'photos/me.png').equals(Buffer.from([0x89, 0x50]))).toBe(true);
    expect(status()).toBe('');
  });

  it('makes src/example/ the release’s, whatever the fork did to it; a conflicting file of any name included', () => {
    commit(template, 'An example with an accent', { 'src/example/posts/café post.md': 'example\n' });
    forkWithOwnerFiles({
      ...OWNER_FILES,
      'src/example/owner.ts': 'edited by the fork\n',
      'src/example/posts/hello-world.md': null,
      'src/example/posts/café post.md': null,
    });
    commit(template, 'Release 1.1.0', { ...RELEASE_2, 'src/example/posts/café post.md': 'example, changed\n' }, 'v1.1.0');
    const run = upgrade('--from', template);
    expect(run.stderr).toBe('');
    expect(git(fork, 'diff', '--stat', git(template, 'rev-parse', 'v1.1.0'), 'HEAD', '--', 'src/example/')).toBe('');
    expect(read(fork, 'src/example/posts/café post.md').toString()).toBe('example, changed\n');
  });

  it('takes a file name with *, ? or [ as that name only: the release’s example, the owner’s content, no other file', () => {
    commit(template, 'Examples with odd names', {
      'src/example/*.md': 'star\n',
      'src/example/a.md': 'a\n',
      'src/example/b?.md': 'b?\n',
      'src/example/bx.md': 'bx\n',
    });
    // Beside each name, one its pattern would match; (draft).md and 1.md are listed before *.md and ?.md.
    const mine = {
      'src/content/[ab].md': 'my [ab]\n',
      'src/content/a.md': 'my a\n',
      'src/content/posts/*.md': 'my *\n',
      'src/content/posts/(draft).md': 'my draft\n',
      'src/content/posts/?.md': 'my ?\n',
      'src/content/posts/1.md': 'my 1\n',
    };
    forkWithOwnerFiles({ ...mine, 'src/example/*.md': 'the fork’s star\n', 'src/example/a.md': null });
    const before = head();
    commit(
      template,
      'Release 1.1.0',
      {
        'src/lib/code.ts': code(2, 1),
        'src/example/*.md': 'star, changed\n',
        'src/example/a.md': 'a, changed\n',
        'src/example/b?.md': null,
        'src/content/[ab].md': 'not yours\n',
        'src/content/b.md': 'not yours either\n',
      },
      'v1.1.0',
    );
    const run = upgrade('--from', template);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // Outside src/content/ the release's tree (src/example/ and bx.md beside b?.md included), in it the owner's.
    expect(git(fork, 'diff', '--name-only', git(template, 'rev-parse', 'v1.1.0'), 'HEAD', '--', ':(exclude)src/content/')).toBe('');
    expect(git(fork, 'diff', '--name-only', before, 'HEAD', '--', 'src/content/')).toBe('');
    expect(git(fork, 'ls-files', 'src/content/')).toBe(Object.keys(mine).sort().join('\n'));
    for (const [path, text] of Object.entries(mine)) expect(read(fork, path).toString()).toBe(text);
    expect(read(fork, 'src/example/bx.md').toString()).toBe('bx\n');
    expect(existsSync(join(fork, 'src/example/b?.md'))).toBe(false);
    expect(git(fork, 'rev-list', '--parents', '-n', '1', 'HEAD').split(' ')).toHaveLength(3);
    expect(status()).toBe('');
  });
});

describe('npm run upgrade (stops with nothing changed)', () => {
  function expectStopped(run: ReturnType<typeof upgrade>, before: string, message: RegExp) {
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(head()).toBe(before);
    expect(spawnSync('git', ['rev-parse', '-q', '--verify', 'MERGE_HEAD'], { cwd: fork }).status).not.toBe(0);
  }

  it('a work tree with changes not committed, naming them', () => {
    forkWithOwnerFiles();
    commit(template, 'Release 1.1.0', RELEASE_2, 'v1.1.0');
    write(fork, { 'src/content/posts/mine.md': 'half written', 'src/content/posts/draft.md': 'new' });
    const before = head();
    expectStopped(
      upgrade('--from', template),
      before,
      /not committed:[\s\S]*src\/content\/posts\/mine\.md[\s\S]*src\/content\/posts\/draft\.md[\s\S]*git stash -u/,
    );
    expect(read(fork, 'src/content/posts/mine.md').toString()).toBe('half written');
  });

  it('a change of the fork’s that meets one of the release’s, naming the file', () => {
    forkWithOwnerFiles({ ...OWNER_FILES, 'src/lib/code.ts': code(7, 1) });
    commit(template, 'Release 1.1.0', RELEASE_2, 'v1.1.0');
    const before = head();
    expectStopped(upgrade('--from', template), before, /meet in:\n {2}src\/lib\/code\.ts\nNothing was changed/);
    expect(status()).toBe('');
    expect(read(fork, 'src/lib/code.ts').toString()).toBe(code(7, 1));
  });

  it('a template it cannot reach, and a repository that shares no history with it', () => {
    forkWithOwnerFiles();
    const before = head();
    expectStopped(upgrade('--from', join(work, 'nowhere')), before, /Could not reach the template at .*nowhere/);
    expectStopped(upgrade('--from', join(work, 'nowhere'), '--ref', 'main'), before, /Could not fetch main from .*nowhere/);
    const stranger = join(work, 'stranger');
    mkdirSync(stranger);
    git(stranger, 'init', '-q', '-b', 'main');
    commit(stranger, 'Unrelated', { 'a.txt': 'a\n' });
    expectStopped(upgrade('--from', stranger, '--ref', 'main'), before, /shares no history.*docs\/upgrading\.md/);
  });

  it('another git operation under way, or no branch checked out', () => {
    forkWithOwnerFiles();
    commit(fork, 'Another', { 'src/content/posts/two.md': 'two\n' });
    commit(template, 'Release 1.1.0', RELEASE_2, 'v1.1.0');
    const before = head();
    const rebase = spawnSync('git', ['rebase', '-i', 'HEAD~2'], {
      cwd: fork,
      env: { ...GIT_ENV, GIT_SEQUENCE_EDITOR: "sed -i 's/^pick/edit/'" },
    });
    expect(rebase.status).toBe(0);
    const during = head();
    expectStopped(upgrade('--from', template), during, /A rebase is under way/);
    git(fork, 'rebase', '--abort');
    expect(head()).toBe(before);
    git(fork, 'checkout', '-q', '--detach');
    expectStopped(upgrade('--from', template), before, /HEAD is detached/);
  });

  it('no address to upgrade from', () => {
    forkWithOwnerFiles();
    expectStopped(upgrade(), head(), /package\.json names no "repository".*--from/);
  });

  it('an address that starts with "-", given either way or in package.json: git never sees it as an option', () => {
    const marker = join(work, 'ran');
    const option = `--upload-pack=touch ${marker}`;
    forkWithOwnerFiles();
    commit(template, 'Release 1.1.0', RELEASE_2, 'v1.1.0');
    const before = head();
    const refused =
      /^--from is "--upload-pack=touch .*ran", which starts with "-": git would read it as an option\..*Nothing was changed\.$/m;
    expectStopped(upgrade(`--from=${option}`), before, refused);
    expectStopped(upgrade(`--from=${option}`, '--ref', 'main'), before, refused);
    expectStopped(upgrade('--from', option), before, refused);
    commit(fork, 'An option for an address', { 'package.json': packageJson('1.0.0', option) });
    expectStopped(
      upgrade(),
      head(),
      /^package\.json's "repository" is "--upload-pack=touch .*ran", which starts with "-".*Nothing was changed\.$/m,
    );
    expect(existsSync(marker)).toBe(false);
    expect(status()).toBe('');
  });

  it('a ref that starts with "-", given either way: git never sees it as an option', () => {
    const marker = join(work, 'ran');
    forkWithOwnerFiles();
    commit(template, 'Release 1.1.0', RELEASE_2, 'v1.1.0');
    const before = head();
    const refused = /^--ref is "--upload-pack=touch .*ran", which starts with "-".*Give a branch or tag.*Nothing was changed\.$/m;
    expectStopped(upgrade('--from', template, `--ref=--upload-pack=touch ${marker}`), before, refused);
    expectStopped(upgrade('--from', template, '--ref', `--upload-pack=touch ${marker}`), before, refused);
    expect(existsSync(marker)).toBe(false);
    expect(status()).toBe('');
  });

  it('a ref that is a refspec (it would write a branch here) or no name at all: refused', () => {
    forkWithOwnerFiles();
    commit(template, 'Release 1.1.0', RELEASE_2, 'v1.1.0');
    const before = head();
    for (const ref of ['v1.1.0:refs/heads/planted', '+v1.1.0:refs/heads/planted', 'v1.1.0^', 'v1..x', ''])
      expectStopped(
        upgrade('--from', template, `--ref=${ref}`),
        before,
        /^--ref is ".*", which is no branch or tag name\..*Nothing was changed\.$/m,
      );
    expect(git(fork, 'branch', '--list', 'planted')).toBe('');
    expect(status()).toBe('');
  });

  it('a merge git does not start (merge.verifySignatures, an unsigned release): no commit, what git said', () => {
    forkWithOwnerFiles();
    commit(template, 'Release 1.1.0', RELEASE_2, 'v1.1.0');
    git(fork, 'config', 'merge.verifySignatures', 'true');
    const before = head();
    expectStopped(
      upgrade('--from', template),
      before,
      /git did not start the merge of .*, so nothing was committed\. git said: .*GPG signature.*\nNothing was changed\./,
    );
    expect(git(fork, 'log', '-1', '--format=%s')).toBe('My site');
    expect(status()).toBe('');
  });

  it('says so, and how to undo it by hand, where git cannot undo the merge it started', () => {
    forkWithOwnerFiles({ ...OWNER_FILES, 'src/lib/code.ts': code(7, 1) });
    commit(template, 'Release 1.1.0', RELEASE_2, 'v1.1.0');
    const before = head();
    // A git whose `merge --abort` fails (as a lock or a full disk can make it); every other command is git's own.
    const bin = join(work, 'bin');
    mkdirSync(bin);
    const realGit = join(git(work, '--exec-path'), 'git');
    const script = `#!/bin/sh\n[ "$1 $2" = "merge --abort" ] && { echo 'fatal: cannot abort' >&2; exit 128; }\nexec '${realGit}' "$@"\n`;
    writeFileSync(join(bin, 'git'), script, { mode: 0o755 });
    const run = upgradeWith({ ...GIT_ENV, PATH: `${bin}:${process.env.PATH}` }, '--from', template);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /meet in:\n {2}src\/lib\/code\.ts\nUndoing the merge failed too \(git merge --abort: fatal: cannot abort\).*git merge --abort, or git reset --merge/,
    );
    expect(run.stderr).not.toMatch(/Nothing was changed/);
    expect(head()).toBe(before);
    // As it says: the merge is still under way, and git's own abort undoes it.
    expect(existsSync(join(fork, '.git/MERGE_HEAD'))).toBe(true);
    git(fork, 'merge', '--abort');
    expect(status()).toBe('');
  });
});

describe('npm run upgrade (a fork made before the owner files moved to src/content/)', () => {
  it('moves the owner file and picture there, byte for byte, and drops the example post it never changed', () => {
    // The old layout: the owner file in src/data/, the example post among the owner's posts.
    const template0 = join(work, 'template0');
    mkdirSync(template0);
    git(template0, 'init', '-q', '-b', 'main');
    commit(template0, 'Release 0.9.0', {
      'package.json': packageJson('0.9.0'),
      'src/lib/code.ts': RELEASE_1['src/lib/code.ts'],
      'src/data/owner.ts': RELEASE_1['src/example/owner.ts'],
      'src/content/posts/hello-world.md': RELEASE_1['src/example/posts/hello-world.md'],
    });
    git(work, 'clone', '-q', template0, fork);
    const ownerFile = "export const owner = { example: false, name: 'Mine' };\r\n";
    const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff]);
    commit(fork, 'My site', {
      'src/data/owner.ts': ownerFile,
      'src/content/posts/mine.md': OWNER_FILES['src/content/posts/mine.md'],
      'src/assets/avatar.png': picture,
    });
    // The release that moved them: the template's history goes on from the old one.
    git(template0, 'rm', '-q', '-r', 'src/content');
    commit(template0, 'Release 1.0.0', RELEASE_1, 'v1.0.0');

    const run = upgrade('--from', template0);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(read(fork, 'src/content/owner.ts').toString()).toBe(ownerFile);
    expect(read(fork, 'src/content/avatar.png').equals(picture)).toBe(true);
    expect(read(fork, 'src/data/owner.ts').toString()).toBe(RELEASE_1['src/data/owner.ts']);
    expect(git(fork, 'ls-files', 'src/content/', 'src/assets/')).toBe(
      'src/content/avatar.png\nsrc/content/owner.ts\nsrc/content/posts/mine.md',
    );
    expect(run.stdout).toContain('Moved src/data/owner.ts to src/content/owner.ts');
    expect(status()).toBe('');
  });

  it('keeps an example write-up the fork edited with the cover named after it', () => {
    const template0 = join(work, 'template0');
    mkdirSync(template0);
    git(template0, 'init', '-q', '-b', 'main');
    const cover = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x01]);
    commit(template0, 'Release 0.9.0', {
      'package.json': packageJson('0.9.0'),
      'src/data/owner.ts': RELEASE_1['src/example/owner.ts'],
      'src/content/projects/spoon-knife.md': '---\ncover: ./spoon-knife.webp\n---\nExample.\n',
      'src/content/projects/spoon-knife.webp': cover,
    });
    git(work, 'clone', '-q', template0, fork);
    commit(fork, 'My notes', { 'src/content/projects/spoon-knife.md': '---\ncover: ./spoon-knife.webp\n---\nMy notes.\n' });
    git(template0, 'rm', '-q', '-r', 'src/content');
    commit(template0, 'Release 1.0.0', RELEASE_1, 'v1.0.0');
    expect(upgrade('--from', template0).code).toBe(0);
    expect(read(fork, 'src/content/projects/spoon-knife.md').toString()).toContain('My notes.');
    expect(read(fork, 'src/content/projects/spoon-knife.webp').equals(cover)).toBe(true);
  });
});
