// Fails the build, before any check of the built site runs, on a link of the owner's to this site
// that names nothing it builds or serves: the owner file's field, the address, and the nearest page.
// It runs last, once every other integration has written its files (twins, llms-full.txt, images).
// `npm run init` names the same links when it writes the owner file (scripts/lib/init/unbuilt-links.ts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { answersPath, linkLine, nearestPage, type OwnLink, ownOriginLinks } from '../lib/owner/own-links.ts';
import { builtPages } from './built-pages.ts';

interface Options {
  /** The owner content as written (translations included). */
  owner: unknown;
  /** The owner file, for the message: "src/content/owner.ts". */
  ownerFile: string;
  /** The site's origins: its URL in the owner file, and the one it is built for. */
  origins: string[];
  /** Functions not deployed (netlify/functions/<name>.mts), whose paths answer nothing. */
  skipFunctions?: ReadonlySet<string>;
}

type PathConfig = { config?: { path?: string | string[] } };

/**
 * The paths the deployed functions answer, from their modules' `config` (`/mcp`, `/api/*`). Read
 * only when a link names nothing built: importing a function runs its module.
 */
async function functionPaths(root: string, skip: ReadonlySet<string>): Promise<string[]> {
  const folder = `${root}netlify/functions/`;
  const names = readdirSync(folder).filter((file) => file.endsWith('.mts') && !skip.has(file.slice(0, -'.mts'.length)));
  const modules = await Promise.all(
    names.map((name) => import(/* @vite-ignore */ pathToFileURL(`${folder}${name}`).href) as Promise<PathConfig>),
  );
  return modules.flatMap(({ config }) => (config?.path === undefined ? [] : [config.path].flat()));
}

/** Whether the built site in `dist` answers `path`: a file, a page (`path.html`) or a folder's index. */
function builds(dist: string, path: string): boolean {
  if (path === '/') return true;
  const file = `${dist}${path.slice(1)}`;
  const isFile = (candidate: string) => existsSync(candidate) && statSync(candidate).isFile();
  return isFile(file) || isFile(`${file}.html`) || isFile(`${file}/index.html`);
}

/** The message naming each broken link: its field, its address, the page nearest it. */
function brokenLinksMessage(ownerFile: string, broken: { link: OwnLink; nearest: string | undefined }[]): string {
  const lines = broken.map(
    ({ link, nearest }) => `  - ${linkLine(link)} (${nearest ? `the nearest page is ${nearest}` : 'the site has no page'})`,
  );
  return `${ownerFile} links to pages of this site that it does not build:\n${lines.join('\n')}\nCorrect the address, or add the page (a file under src/pages/ at its path; see docs/pages.md).`;
}

export default function ownerLinks({ owner, ownerFile, origins, skipFunctions = new Set() }: Options): AstroIntegration {
  let root = '';
  return {
    name: 'owner-links',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const unbuilt = ownOriginLinks(owner, origins).filter((link) => !builds(dist, link.path));
        if (!unbuilt.length) return;
        const served = await functionPaths(root, skipFunctions);
        const broken = unbuilt.filter((link) => !answersPath(served, link.path));
        if (!broken.length) return;
        const pages = (await builtPages(dir)).map((page) => page.path);
        // The message alone, and the build's exit status: Astro wraps an error thrown from a hook in
        // "An unhandled error occurred while running the hook" and its stack trace, an AstroUserError too.
        logger.error(
          brokenLinksMessage(
            ownerFile,
            broken.map((link) => ({ link, nearest: nearestPage(link.path, pages) })),
          ),
        );
        process.exit(1);
      },
    },
  };
}
