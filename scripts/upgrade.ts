// `npm run upgrade [-- --from <git URL or path>] [--ref <branch or tag>]`: merges a newer release of
// the template into this fork, as one merge commit.
// - What the owner wrote stays as it was: every file under src/content/ that is not the
//   template's (its owner file, posts, write-ups and their covers, picture), blob for blob, and the
//   pages they added. A release's file under src/content/ never reaches the fork.
// - The template's example content (src/example/) becomes the release's, whatever the fork did to
//   it; the site shows it only while there is no src/content/owner.ts (src/data/content-root.ts).
// - Every other change of the template's merges as git merges it.
// A dirty work tree, another git operation under way, an address or ref that starts with "-", a
// merge git does not start, or a change of the fork's that meets one of the template's stops it
// with nothing changed. One file of Node's built-ins only, so that a fork made before this command
// existed can run it straight from a release (docs/upgrading.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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

/** Said by every stop that leaves the repository as it was; replaced where undoing the merge fails. */
const NOTHING_CHANGED = 'Nothing was changed.';

interface Git {
  (...args: string[]): string;
  /** Exit status and output, for a command that may fail. */
  try(...args: string[]): { ok: boolean; out: string; err: string };
  /** A file's bytes at a commit, or undefined where it has none. */
  blob(commit: string, path: string): Buffer | undefined;
}

/**
 * Every path this script gives git is a file's name, never a pattern: a `*`, `?` or `[` in it
 * matches only itself (and a folder still matches the files under it). Set in the environment
 * rather than as `git --literal-pathspecs` on each call so that no call, `git.blob` and the `-c`
 * ones included, can go without it; git hands it on to the git commands it runs either way.
 */
function literalPathspecsEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_LITERAL_PATHSPECS: '1' };
  // git refuses "literal" beside any other of these, which a person's shell may set.
  for (const name of ['GIT_GLOB_PATHSPECS', 'GIT_NOGLOB_PATHSPECS', 'GIT_ICASE_PATHSPECS']) delete env[name];
  return env;
}

/** What git said, its first line: enough to act on, short enough to read. */
const firstLine = (result: { out: string; err: string }) => (result.err || result.out).split('\n')[0];

function gitIn(cwd: string): Git {
  const env = literalPathspecsEnv();
  const run = (args: string[]) => {
    const result = spawnSync('git', args, { cwd, env, maxBuffer: 256 * 1024 * 1024 });
    return { ok: result.status === 0, out: result.stdout?.toString().trim() ?? '', err: result.stderr?.toString().trim() ?? '' };
  };
  const git = ((...args: string[]) => {
    const result = run(args);
    if (!result.ok) throw new UpgradeError(`git ${args.join(' ')} failed: ${result.err || result.out}`);
    return result.out;
  }) as Git;
  git.try = (...args) => run(args);
  git.blob = (commit, path) => {
    const result = spawnSync('git', ['cat-file', 'blob', `${commit}:${path}`], { cwd, env, maxBuffer: 256 * 1024 * 1024 });
    return result.status === 0 ? result.stdout : undefined;
  };
  return git;
}

/** A file of a commit's tree: its mode (a symlink is 120000), its blob and its path. */
interface Entry {
  mode: string;
  blob: string;
  path: string;
}

/** The files of a commit under a folder, as git lists them (-z: any name as it is). */
const entriesAt = (git: Git, commit: string, folder: string): Entry[] =>
  git('ls-tree', '-r', '-z', commit, '--', folder)
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, path] = [line.slice(0, line.indexOf('\t')), line.slice(line.indexOf('\t') + 1)];
      const [mode, , blob] = meta.split(' ') as [string, string, string];
      return { mode, blob, path };
    });

/** The paths of a git listing made with -z. */
const paths = (listing: string): string[] => listing.split('\0').filter(Boolean);

/**
 * git reads a value that starts with "-" as one of its options, wherever it stands before `--`
 * (`--upload-pack=<command>` runs the command): such a value is refused before git sees it.
 */
function refuseOptionLike(value: string | undefined, source: string, instead: string): void {
  if (value?.startsWith('-'))
    throw new UpgradeError(
      `${source} is ${JSON.stringify(value)}, which starts with "-": git would read it as an option. ${instead} ${NOTHING_CHANGED}`,
    );
}

/** package.json's "repository", as npm writes it: a string or `{ url }`, `git+` and all. */
function templateAddress(root: string): string | undefined {
  const { repository } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { repository?: string | { url?: string } };
  const url = (typeof repository === 'string' ? repository : repository?.url)?.replace(/^git\+/, '');
  refuseOptionLike(url, `package.json's "repository"`, "Correct it there to the template's git URL, or give --from <git URL or path>.");
  return url;
}

/** The newest release tag (vX.Y.Z) in a repository, by version; undefined where it has none. */
function newestRelease(git: Git, from: string): string | undefined {
  const listed = git.try('ls-remote', '--tags', '--refs', '--', from, 'v*');
  if (!listed.ok) throw new UpgradeError(`Could not reach the template at ${from}: ${firstLine(listed)}`);
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

/** Git operations that must finish before another starts, by the file each leaves in .git. */
const UNDER_WAY: Record<string, string> = {
  MERGE_HEAD: 'A merge is under way here: finish it (git commit) or undo it (git merge --abort)',
  'rebase-merge': 'A rebase is under way here: finish it (git rebase --continue) or undo it (git rebase --abort)',
  'rebase-apply': 'A rebase is under way here: finish it (git rebase --continue) or undo it (git rebase --abort)',
  CHERRY_PICK_HEAD: 'A cherry-pick is under way here: finish it or undo it (git cherry-pick --abort)',
  REVERT_HEAD: 'A revert is under way here: finish it or undo it (git revert --abort)',
  BISECT_LOG: 'A bisect is under way here: end it (git bisect reset)',
};

/** Where git keeps a file of its own, such as MERGE_HEAD (.git/ in a clone, elsewhere in a worktree). */
const gitPath = (git: Git, file: string) => git('rev-parse', '--path-format=absolute', '--git-path', file);

/** The commit a merge under way is merging (.git/MERGE_HEAD), or undefined where no merge is under way. */
function mergeHead(git: Git): string | undefined {
  const file = gitPath(git, 'MERGE_HEAD');
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n')[0] : undefined;
}

/** Stops before anything changes: another git operation under way, no branch, or changes not committed. */
function checkStartingPoint(git: Git): void {
  for (const [file, message] of Object.entries(UNDER_WAY))
    if (existsSync(gitPath(git, file))) throw new UpgradeError(`${message}, then upgrade.`);
  if (!git.try('symbolic-ref', '-q', 'HEAD').ok)
    throw new UpgradeError('HEAD is detached: check out your branch (git switch main), then upgrade. Nothing was changed.');
  const changes = git('status', '--porcelain', '--untracked-files=all').split('\n').filter(Boolean);
  if (changes.length) {
    const shown = changes.slice(0, 10).map((line) => `  ${line}`);
    if (changes.length > 10) shown.push(`  … and ${changes.length - 10} more`);
    throw new UpgradeError(
      `The work tree has changes that are not committed:\n${shown.join('\n')}\nCommit them, or stash them (git stash -u, new files too), then run npm run upgrade again. Nothing was changed.`,
    );
  }
}

/** Where a file of the owner's is to be after the upgrade, and the entry it keeps (its mode and blob, from `from`). */
type OwnerFiles = Map<string, Entry & { from: string }>;

/** "src/content/projects/tool" for "src/content/projects/tool.md": a write-up's cover is named after it. */
const stem = (path: string) => path.replace(/\.[^./]*$/, '');

/**
 * What the owner wrote: each file under src/content/ that is not the template's (absent at the
 * merge base, or changed since), and any file named after one of those (a write-up's cover, kept
 * with the write-up that shows it). A fork from before src/content/ held the owner file has it
 * moved there, and its picture too.
 */
function ownerFiles(git: Git, base: string, legacy: boolean): OwnerFiles {
  const template = new Map(entriesAt(git, base, CONTENT).map((entry) => [entry.path, entry.blob]));
  const head = entriesAt(git, 'HEAD', CONTENT);
  const changed = head.filter((entry) => template.get(entry.path) !== entry.blob);
  const stems = new Set(changed.map((entry) => stem(entry.path)));
  const files: OwnerFiles = new Map(
    head.filter((entry) => stems.has(stem(entry.path))).map((entry) => [entry.path, { ...entry, from: entry.path }]),
  );
  if (!legacy) return files;
  const [ownerFile] = entriesAt(git, 'HEAD', LEGACY_OWNER_FILE);
  const [templateOwnerFile] = entriesAt(git, base, LEGACY_OWNER_FILE);
  if (ownerFile && ownerFile.blob !== templateOwnerFile?.blob) files.set(`${CONTENT}owner.ts`, { ...ownerFile, from: LEGACY_OWNER_FILE });
  for (const entry of entriesAt(git, 'HEAD', 'src/assets/')) {
    const portrait = LEGACY_PORTRAIT.exec(entry.path)?.[1];
    if (portrait) files.set(`${CONTENT}${portrait}`, { ...entry, from: entry.path });
  }
  return files;
}

/** Resolves a path as `commit` has it: its file there (through git's checkout: its filters, a symlink as a link), or none. */
function takeFrom(git: Git, commit: string, path: string): void {
  if (git.blob(commit, path)) git('checkout', commit, '--', path);
  else git('rm', '-q', '--force', '--ignore-unmatch', '--', path);
}

/** The whole folder as `commit` has it: its files, and none of the others. */
function folderFrom(git: Git, commit: string, folder: string): void {
  const wanted = new Set(entriesAt(git, commit, folder).map((entry) => entry.path));
  for (const path of paths(git('ls-files', '-z', '--', folder))) if (!wanted.has(path)) takeFrom(git, commit, path);
  if (wanted.size) git('checkout', commit, '--', folder);
}

interface Options {
  from?: string;
  ref?: string;
}

/** What to say when the fork's changes and the release's meet: the files, and the way on. */
function conflictMessage(conflicts: string[], release: string, base: string, legacy: boolean): string {
  const lines = [`Your changes and the release's meet in:`, ...conflicts.map((path) => `  ${path}`), NOTHING_CHANGED];
  if (conflicts.some((path) => /^package(?:-lock)?\.json$/.test(path)))
    lines.push(
      "For package.json and package-lock.json: keep your dependencies in package.json, take the release's lock, then npm install.",
    );
  lines.push(
    legacy
      ? // Merged by hand, nothing would move the owner file into src/content/: this command must do the merge.
        `Make these files as the template had them (git checkout ${base.slice(0, 12)} -- <file>), commit, run npm run upgrade again, and redo your changes after it.`
      : `Merge by hand (git merge ${release.slice(0, 12)}, resolve, git commit), or make these files the template's again first; docs/upgrading.md says how.`,
  );
  return lines.join('\n');
}

/** Merges the release into the repository `cwd` is in; returns what to tell the person. */
function upgrade(cwd: string, options: Options): string[] {
  const top = gitIn(cwd).try('rev-parse', '--show-toplevel');
  if (!top.ok || !gitIn(cwd).try('rev-parse', '-q', '--verify', 'HEAD').ok)
    throw new UpgradeError(`${cwd} is not in a git repository with a commit: upgrade works on a clone of your fork.`);
  const git = gitIn(top.out);
  checkStartingPoint(git);
  // A path given from where the command runs, as a shell would read it.
  const given = options.from !== undefined && existsSync(resolve(cwd, options.from)) ? resolve(cwd, options.from) : options.from;
  const from = given ?? templateAddress(top.out);
  if (!from) throw new UpgradeError('package.json names no "repository" to upgrade from: give one with --from <git URL or path>.');
  const ref = options.ref ?? newestRelease(git, from) ?? 'HEAD';
  const fetched = git.try('fetch', '--quiet', '--no-tags', '--', from, ref);
  if (!fetched.ok) throw new UpgradeError(`Could not fetch ${ref} from ${from}: ${firstLine(fetched)}`);
  const release = git('rev-parse', 'FETCH_HEAD^{commit}');
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

  const merging = git.try('merge', '--no-ff', '--no-commit', '--quiet', '--', release);
  // A merge git refuses to start (merge.verifySignatures and an unsigned release, say) leaves no
  // MERGE_HEAD, whatever its exit status: a commit now would be no merge.
  if (mergeHead(git) !== release) throw new UpgradeError(mergeNotStarted(git, merging, what));
  try {
    const conflicts: string[] = [];
    for (const path of paths(git('diff', '--name-only', '-z', '--diff-filter=U'))) {
      if (path.startsWith(EXAMPLE) || (legacy && path === LEGACY_OWNER_FILE)) takeFrom(git, release, path);
      else if (path.startsWith(CONTENT)) takeFrom(git, 'HEAD', path);
      else conflicts.push(path);
    }
    if (conflicts.length) throw new UpgradeError(conflictMessage(conflicts, release, base.out, legacy));
    folderFrom(git, release, EXAMPLE);
    // The release's file where the owner file was (the one that finds src/content/owner.ts).
    if (legacy) takeFrom(git, release, LEGACY_OWNER_FILE);
    keepOwnerFiles(git, own);
    const message = `Upgrade to ${after && after !== before ? `version ${after}` : release.slice(0, 12)} from ${what}`;
    // Only a merge under way makes this commit a merge commit, with the release as its second parent.
    if (mergeHead(git) !== release)
      throw new UpgradeError(`The merge of ${what} is no longer under way (no MERGE_HEAD): nothing was committed.`);
    // Hooks off: a fork's commit hook must not leave the merge half made.
    git('-c', 'core.hooksPath=/dev/null', 'commit', '--quiet', '--no-edit', '-m', message);
  } catch (error) {
    throw undoMerge(git, error);
  }
  return summary(git, { what, before, after, own });
}

/** Why the upgrade stopped when git did not start the merge: what git said, and what it left. */
function mergeNotStarted(git: Git, merging: { out: string; err: string }, what: string): string {
  const left = git.try('status', '--porcelain', '--untracked-files=all');
  return [
    `git did not start the merge of ${what}, so nothing was committed. git said: ${firstLine(merging) || '(nothing)'}`,
    left.ok && !left.out ? NOTHING_CHANGED : 'It left the work tree changed: see git status; git reset --merge undoes it.',
  ].join('\n');
}

/** Undoes the merge the upgrade started; where git cannot, the error says so and how to undo it by hand. */
function undoMerge(git: Git, error: unknown): unknown {
  const aborted = git.try('merge', '--abort');
  if (aborted.ok) return error;
  const message = error instanceof UpgradeError ? error.message : `npm run upgrade failed: ${(error as Error).message}`;
  const notUndone =
    `Undoing the merge failed too (git merge --abort: ${firstLine(aborted)}), so your files may be half merged: ` +
    'undo it by hand with git merge --abort, or git reset --merge where there is no merge to abort, before anything else.';
  return new UpgradeError(message.includes(NOTHING_CHANGED) ? message.replace(NOTHING_CHANGED, notUndone) : `${message}\n${notUndone}`);
}

/**
 * The owner's files as they were, where they are to be, put back through git's index and
 * checkout (its filters apply, a symlink stays a link and nothing is written through one); any
 * other file under src/content/ that the fork did not have (example content a release put
 * there) is left out; a legacy place emptied.
 */
function keepOwnerFiles(git: Git, own: OwnerFiles): void {
  for (const path of paths(git('ls-files', '-z', '--', CONTENT)))
    if (!own.has(path) && !git.blob('HEAD', path)) takeFrom(git, 'HEAD', path);
  for (const [path, { mode, blob, from }] of own) {
    git('update-index', '--add', '--cacheinfo', `${mode},${blob},${path}`);
    git('checkout', '--', path);
    if (from !== path && from !== LEGACY_OWNER_FILE) git('rm', '-q', '--force', '--', from);
  }
  for (const [path, { mode, blob }] of own) {
    const staged = git('ls-files', '-s', '-z', '--', path).split('\t')[0];
    if (staged !== `${mode} ${blob} 0` || !git.try('diff', '--quiet', '--', path).ok)
      throw new UpgradeError(`${path} would not stay as you wrote it. ${NOTHING_CHANGED}`);
  }
}

/** Whether the release changed what npm installs: the lock, or package.json's dependencies. */
function dependenciesChanged(git: Git): boolean {
  if (git.try('diff', '--quiet', 'HEAD^1', 'HEAD', '--', 'package-lock.json').ok === false) return true;
  const deps = (commit: string) => {
    const text = git.blob(commit, 'package.json')?.toString();
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    return JSON.stringify([json.dependencies, json.devDependencies, json.optionalDependencies, json.overrides]);
  };
  return deps('HEAD^1') !== deps('HEAD');
}

function summary(git: Git, run: { what: string; before?: string; after?: string; own: OwnerFiles }): string[] {
  const changed = paths(git('diff', '--name-only', '-z', 'HEAD^1', 'HEAD'));
  const lines = [
    `Upgraded${run.before && run.after && run.before !== run.after ? ` from version ${run.before} to ${run.after}` : ''}: merged ${run.what} (${changed.length} files changed).`,
    `Kept as you wrote them: ${run.own.size} files of yours in src/content/.`,
  ];
  for (const [path, { from }] of run.own) if (from !== path) lines.push(`Moved ${from} to ${path}, where this release reads it.`);
  if (dependenciesChanged(git)) lines.push('The dependencies changed: run npm install.');
  if (changed.includes('CHANGELOG.md')) lines.push('What changed, and anything to do by hand: CHANGELOG.md.');
  lines.push('Then npm test, and push your branch.');
  return lines;
}

/** What to give instead of a value that starts with "-". */
const ADVICE = {
  '--from': 'Give the template\'s git URL or path (a folder whose name starts with "-" as ./-…).',
  '--ref': 'Give a branch or tag of the template.',
};

/** The command line's options; an address or ref that git would read as an option is refused, written either way. */
function readOptions(args: string[]): Options & { help?: boolean } {
  // `--from --upload-pack=…`: parseArgs would refuse it too, but suggest `--from=--upload-pack=…`.
  for (const [index, arg] of args.entries()) if (arg === '--from' || arg === '--ref') refuseOptionLike(args[index + 1], arg, ADVICE[arg]);
  const { values } = parseArgs({
    args,
    options: { from: { type: 'string' }, ref: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  refuseOptionLike(values.from, '--from', ADVICE['--from']);
  refuseOptionLike(values.ref, '--ref', ADVICE['--ref']);
  refuseRefspec(values.ref);
  return values;
}

/**
 * git fetch reads its last argument as a refspec: `main:refs/heads/x` would also write a branch of
 * this repository, and `+…` force it. `--ref` names a branch or tag of the template, nothing more.
 */
function refuseRefspec(ref: string | undefined): void {
  if (ref !== undefined && /[:^~?*[\\\s]|\.\.|^\+|^$/.test(ref))
    throw new UpgradeError(`--ref is ${JSON.stringify(ref)}, which is no branch or tag name. ${ADVICE['--ref']} ${NOTHING_CHANGED}`);
}

try {
  const values = readOptions(process.argv.slice(2));
  if (values.help) console.log(USAGE);
  else for (const line of upgrade(process.cwd(), values)) console.log(line);
} catch (error) {
  // The message is the whole story: no stack trace for a person to read through.
  console.error(error instanceof UpgradeError ? error.message : `npm run upgrade failed: ${(error as Error).message}\n\n${USAGE}`);
  process.exitCode = 1;
}
