// `npm run upgrade [-- --from <git URL or path>] [--ref <branch or tag>]`: merges a newer release of
// the template into this fork, as one merge commit.
// - What the owner wrote stays byte for byte: every file under src/content/ that is not the
//   template's own (its owner file, posts, write-ups, picture), and the pages they added.
// - The template's example content (src/example/) becomes the release's; the site shows it only
//   while there is no src/content/owner.ts (src/data/content-root.ts).
// - Every other change of the template's merges as git merges it.
// A dirty work tree, or a change of the fork's that meets one of the template's, stops it with
// nothing changed. One file of Node's built-ins only, so that a fork made before this command
// existed can run it straight from a release (docs/upgrading.md).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = `npm run upgrade [-- --from <git URL or path>] [--ref <branch or tag>]

Merges a newer release of the template into this fork, keeping src/content/ (your owner file,
posts, write-ups and picture) and your own pages as they are.
  --from  the template's repository (default: package.json's "repository")
  --ref   the branch or tag to take (default: the newest vX.Y.Z tag there, else its default branch)`;

const CONTENT = 'src/content/';
const EXAMPLE = 'src/example/';
/** Where forks made before src/content/ held the owner file keep it: moved there on their first upgrade. */
const LEGACY_OWNER_FILE = 'src/data/owner.ts';
const LEGACY_PORTRAIT = /^src\/assets\/(avatar\.(?:avif|webp|png|jpg|jpeg))$/;

/** A stop the person can act on: its message is the whole story. */
class UpgradeError extends Error {}

interface Git {
  (...args: string[]): string;
  /** Exit status and output, for a command that may fail. */
  try(...args: string[]): { ok: boolean; out: string; err: string };
  /** A file's bytes at a commit, or undefined where it has none. */
  blob(commit: string, path: string): Buffer | undefined;
}

function gitIn(cwd: string): Git {
  const run = (args: string[]) => {
    const result = spawnSync('git', args, { cwd, maxBuffer: 256 * 1024 * 1024 });
    return { ok: result.status === 0, out: result.stdout?.toString().trim() ?? '', err: result.stderr?.toString().trim() ?? '' };
  };
  const git = ((...args: string[]) => {
    const result = run(args);
    if (!result.ok) throw new UpgradeError(`git ${args.join(' ')} failed: ${result.err || result.out}`);
    return result.out;
  }) as Git;
  git.try = (...args) => run(args);
  git.blob = (commit, path) => {
    const result = spawnSync('git', ['cat-file', 'blob', `${commit}:${path}`], { cwd, maxBuffer: 256 * 1024 * 1024 });
    return result.status === 0 ? result.stdout : undefined;
  };
  return git;
}

/** The files of a commit under a folder (or all), by path. */
const filesAt = (git: Git, commit: string, folder?: string): string[] =>
  git('ls-tree', '-r', '-z', '--name-only', commit, ...(folder ? ['--', folder] : []))
    .split('\0')
    .filter(Boolean);

/** package.json's "repository", as npm writes it: a string or `{ url }`, `git+` and all. */
function templateAddress(root: string): string | undefined {
  const { repository } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { repository?: string | { url?: string } };
  const url = typeof repository === 'string' ? repository : repository?.url;
  return url?.replace(/^git\+/, '');
}

/** The newest release tag (vX.Y.Z) in a repository, by version; undefined where it has none. */
function newestRelease(git: Git, from: string): string | undefined {
  const listed = git.try('ls-remote', '--tags', '--refs', from, 'v*');
  if (!listed.ok) throw new UpgradeError(`Could not reach the template at ${from}: ${listed.err.split('\n')[0]}`);
  const versions = [...listed.out.matchAll(/refs\/tags\/(v(\d+)\.(\d+)\.(\d+))$/gm)].map((match) => ({
    tag: match[1]!,
    parts: [Number(match[2]), Number(match[3]), Number(match[4])],
  }));
  versions.sort((a, b) => a.parts[0]! - b.parts[0]! || a.parts[1]! - b.parts[1]! || a.parts[2]! - b.parts[2]!);
  return versions.at(-1)?.tag;
}

const versionAt = (git: Git, commit: string): string | undefined => {
  const text = git.blob(commit, 'package.json')?.toString();
  return text ? (JSON.parse(text) as { version?: string }).version : undefined;
};

/** Stops before anything changes: a merge under way, or changes not committed. */
function checkStartingPoint(git: Git): void {
  if (git.try('rev-parse', '-q', '--verify', 'MERGE_HEAD').ok)
    throw new UpgradeError('A merge is under way here: finish it (git commit) or undo it (git merge --abort), then upgrade.');
  const changes = git('status', '--porcelain', '--untracked-files=all').split('\n').filter(Boolean);
  if (changes.length) {
    const shown = changes.slice(0, 10).map((line) => `  ${line}`);
    if (changes.length > 10) shown.push(`  … and ${changes.length - 10} more`);
    throw new UpgradeError(
      `The work tree has changes that are not committed:\n${shown.join('\n')}\nCommit or stash them, then run npm run upgrade again. Nothing was changed.`,
    );
  }
}

/**
 * What the owner wrote, by where it is to be after the upgrade: each file under src/content/ that
 * is not the template's (absent at the merge base, or changed since), with its bytes. A fork from
 * before src/content/ held the owner file has it moved there, and its picture too.
 */
function ownerFiles(git: Git, base: string, legacy: boolean): Map<string, { from: string; bytes: Buffer }> {
  const own = (path: string) => {
    const bytes = git.blob('HEAD', path)!;
    const template = git.blob(base, path);
    return template?.equals(bytes) ? undefined : bytes;
  };
  const files = new Map<string, { from: string; bytes: Buffer }>();
  for (const path of filesAt(git, 'HEAD', CONTENT)) {
    const bytes = own(path);
    if (bytes) files.set(path, { from: path, bytes });
  }
  if (!legacy) return files;
  const ownerFile = git.blob('HEAD', LEGACY_OWNER_FILE) && own(LEGACY_OWNER_FILE);
  if (ownerFile) files.set(`${CONTENT}owner.ts`, { from: LEGACY_OWNER_FILE, bytes: ownerFile });
  for (const path of filesAt(git, 'HEAD', 'src/assets/')) {
    const portrait = LEGACY_PORTRAIT.exec(path)?.[1];
    if (portrait) files.set(`${CONTENT}${portrait}`, { from: path, bytes: git.blob('HEAD', path)! });
  }
  return files;
}

/** Resolves a path as `commit` has it: its bytes there, or no file where it has none. */
function takeFrom(git: Git, commit: string, path: string): void {
  if (git.blob(commit, path)) git('checkout', commit, '--', path);
  else git('rm', '-q', '--force', '--ignore-unmatch', '--', path);
}

interface Options {
  from?: string;
  ref?: string;
}

/** Merges the release into the repository `cwd` is in; returns what to tell the person. */
function upgrade(cwd: string, options: Options): string[] {
  const top = gitIn(cwd).try('rev-parse', '--show-toplevel');
  if (!top.ok || !gitIn(cwd).try('rev-parse', '-q', '--verify', 'HEAD').ok)
    throw new UpgradeError(`${cwd} is not in a git repository with a commit: upgrade works on a clone of your fork.`);
  const root = top.out;
  const git = gitIn(root);
  checkStartingPoint(git);
  const from = options.from ?? templateAddress(root);
  if (!from) throw new UpgradeError('package.json names no "repository" to upgrade from: give one with --from <git URL or path>.');
  const ref = options.ref ?? newestRelease(git, from) ?? 'HEAD';
  const fetched = git.try('fetch', '--quiet', '--no-tags', from, ref);
  if (!fetched.ok) throw new UpgradeError(`Could not fetch ${ref} from ${from}: ${fetched.err.split('\n')[0]}`);
  const release = git('rev-parse', 'FETCH_HEAD');
  const what = `${from} ${ref === 'HEAD' ? '(its default branch)' : ref}`;
  if (git.try('merge-base', '--is-ancestor', release, 'HEAD').ok) return [`Already up to date with ${what}.`];
  const base = git.try('merge-base', 'HEAD', release);
  if (!base.ok)
    throw new UpgradeError(
      `This repository shares no history with ${what} (made with "Use this template", or a new git init?). ` +
        'docs/upgrading.md, "A repository without the template\'s history", says how to join them once. Nothing was changed.',
    );
  const legacy = !git.blob(base.out, `${EXAMPLE}owner.ts`) && !!git.blob(release, `${EXAMPLE}owner.ts`);
  const own = ownerFiles(git, base.out, legacy);
  const [before, after] = [versionAt(git, 'HEAD'), versionAt(git, release)];

  // Renames off: a moved example file must not carry the owner's edits to its new place.
  git.try('merge', '--no-ff', '--no-commit', '--quiet', '-X', 'no-renames', release);
  try {
    const unmerged = git('diff', '--name-only', '--diff-filter=U').split('\n').filter(Boolean);
    const conflicts: string[] = [];
    for (const path of unmerged) {
      if (path.startsWith(EXAMPLE) || (legacy && path === LEGACY_OWNER_FILE)) takeFrom(git, release, path);
      else if (path.startsWith(CONTENT)) takeFrom(git, 'HEAD', path);
      else conflicts.push(path);
    }
    if (conflicts.length)
      throw new UpgradeError(
        `Your changes and the release's meet in:\n${conflicts.map((path) => `  ${path}`).join('\n')}\n` +
          `Nothing was changed. Merge by hand (git merge ${release.slice(0, 12)}) or keep the template's side of these files first; docs/upgrading.md says how.`,
      );
    // The release's file where the owner file was (the one that finds src/content/owner.ts).
    if (legacy) takeFrom(git, release, LEGACY_OWNER_FILE);
    keepOwnerFiles(git, root, own, release);
    const message = `Upgrade to ${after ? `version ${after}` : release.slice(0, 12)} from ${what}`;
    // Hooks off: a fork's commit hook must not leave the merge half made.
    git('-c', 'core.hooksPath=/dev/null', 'commit', '--quiet', '--no-edit', '-m', message);
  } catch (error) {
    git.try('merge', '--abort');
    throw error;
  }
  return summary(git, { what, before, after, own, legacy });
}

/**
 * The owner's files as they were, where they are to be; any other file the release put under
 * src/content/ (example content that would reach the site) is left out; legacy places emptied.
 */
function keepOwnerFiles(git: Git, root: string, own: Map<string, { from: string; bytes: Buffer }>, release: string): void {
  for (const path of filesAt(git, release, CONTENT)) if (!own.has(path) && !git.blob('HEAD', path)) takeFrom(git, 'HEAD', path);
  for (const [path, { from, bytes }] of own) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), bytes);
    git('add', '--', path);
    if (from !== path && from !== LEGACY_OWNER_FILE) git('rm', '-q', '--', from);
  }
  for (const [path, { bytes }] of own) {
    const kept = readFileSync(join(root, path));
    if (!kept.equals(bytes) || git('hash-object', '--', path) !== git('rev-parse', `:${path}`))
      throw new UpgradeError(`${path} would not stay as you wrote it. Nothing was changed.`);
  }
}

function summary(
  git: Git,
  run: { what: string; before?: string; after?: string; own: Map<string, { from: string }>; legacy: boolean },
): string[] {
  const changed = git('diff', '--name-only', 'HEAD^1', 'HEAD').split('\n').filter(Boolean);
  const lines = [
    `Upgraded${run.before && run.after && run.before !== run.after ? ` from version ${run.before} to ${run.after}` : ''}: merged ${run.what} (${changed.length} files changed).`,
    `Kept as you wrote them: ${run.own.size} files of yours in src/content/.`,
  ];
  for (const [path, { from }] of run.own) if (from !== path) lines.push(`Moved ${from} to ${path}, where this release reads it.`);
  if (changed.includes('package.json') || changed.includes('package-lock.json')) lines.push('The dependencies changed: run npm install.');
  if (changed.includes('CHANGELOG.md')) lines.push('What changed, and anything to do by hand: CHANGELOG.md.');
  lines.push('Then npm test, and push.');
  return lines;
}

try {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, ref: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) console.log(USAGE);
  else for (const line of upgrade(process.cwd(), values)) console.log(line);
} catch (error) {
  // The message is the whole story: no stack trace for a person to read through.
  console.error(error instanceof UpgradeError ? error.message : `npm run upgrade failed: ${(error as Error).message}\n\n${USAGE}`);
  process.exitCode = 1;
}
