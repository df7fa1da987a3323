/**
 * The owner's links to the site itself that name a page it will not build: the links the build
 * stops on (src/integrations/owner-links.ts), found by the same reading (ownOriginLinks) but
 * without building. What the site builds is worked out from its sources: the template's pages in
 * every language (the capabilities' `pagePaths` while each is on, a page per project), the project's own files in src/pages/ and
 * public/, and the paths its functions answer. A link is named only when the site surely does not
 * build it: where the pages come from files init does not read (posts, tags), or where the link
 * names a file (the build writes many: twins, images, the search index), it is not.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Capability } from '../../../src/capabilities/capability.ts';
import { capabilities, capabilitiesOn, functionsOff } from '../../../src/capabilities/list.ts';
import { type Edition, editionsOf } from '../../../src/data/edition.ts';
import { answersPath, type OwnLink, ownOriginLinks } from '../../../src/lib/owner/own-links.ts';
import { PROJECTS_PATH, projectPath } from '../../../src/lib/owner/project-slug.ts';
import type { OwnerContent } from '../../../src/lib/owner/schema.ts';
import { functionPaths } from './function-paths.ts';

/** The template init belongs to, whose pages and functions the site has wherever init writes. */
const TEMPLATE_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The template's pages, made once in each of the site's languages (src/pages/[...lang]/). */
const IN_EVERY_LANGUAGE = '[...lang]';
const PAGE_FILE = /\.(?:astro|md|mdx|markdown|html)$/;
const ENDPOINT_FILE = /\.[mc]?[jt]s$/;

interface SitePaths {
  /** The paths it builds, in lower case. */
  pages: Set<string>;
  /** Folders ("/writing/") under which it builds pages init cannot list, in lower case. */
  unlisted: string[];
  /** The paths its functions declare. */
  served: string[];
}

/** A file's path from `folder`, with "/" between its parts, as a route names it. */
const filesIn = (folder: string): string[] =>
  existsSync(folder)
    ? readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    : [];

/**
 * A file of src/pages/ as its route's segments ("projects/[slug].astro" -> projects, [slug]); none
 * for a file that makes none (a name Astro leaves out of routing, starting with "_", among them).
 */
function routeOf(file: string): string[] | undefined {
  const route = PAGE_FILE.test(file) ? file.replace(PAGE_FILE, '') : ENDPOINT_FILE.test(file) ? file.replace(ENDPOINT_FILE, '') : undefined;
  if (route === undefined) return undefined;
  const segments = route.split('/');
  if (segments.some((segment) => segment.startsWith('_'))) return undefined;
  if (segments.at(-1) === 'index') segments.pop();
  return segments;
}

const pathOf = (segments: readonly string[]) => `/${segments.join('/')}`;

/** The default-language paths of the capabilities' pages (`pagePaths`): built only while their capability is on. */
const capabilityPaths = (of: readonly Capability[]): Set<string> => new Set(of.flatMap((capability) => capability.pagePaths ?? []));

/**
 * What one route file adds, at `at(path)` (its path in each language, or as it is): a static
 * route its path; a dynamic one ("writing/[slug]") the folder it builds in, as unlisted, and, for a
 * rest parameter ("[...slug]"), which may be empty, the folder's own path too.
 */
function addRoute(site: SitePaths, segments: readonly string[], at: (path: string) => string[]) {
  const dynamic = segments.findIndex((segment) => segment.includes('['));
  if (dynamic < 0) {
    for (const path of at(pathOf(segments))) site.pages.add(path.toLowerCase());
    return;
  }
  for (const folder of at(pathOf(segments.slice(0, dynamic)))) {
    site.unlisted.push(`${folder.replace(/\/$/, '')}/`.toLowerCase());
    if (segments[dynamic]!.startsWith('[...')) site.pages.add(folder.toLowerCase());
  }
}

/** In every language, the capabilities' pages while each is on, and a page per project. */
function addCapabilityPages(site: SitePaths, content: OwnerContent, editions: readonly Edition[]) {
  const paths = [...capabilityPaths(capabilitiesOn(content)), ...content.projects.map(projectPath)];
  for (const edition of editions) for (const path of paths) site.pages.add(edition.path(path).toLowerCase());
}

/**
 * The routes of a project's src/pages/: those of the template in each language, but the
 * capabilities' pages and the projects' (added as their capability is on, and by project); the
 * owner's own where their files are.
 */
function addRoutes(site: SitePaths, root: string, editions: readonly Edition[], capabilityPages: ReadonlySet<string>) {
  const everyLanguage = (path: string) => editions.map((edition) => edition.path(path));
  for (const file of filesIn(join(root, 'src/pages'))) {
    const segments = routeOf(file);
    if (!segments) continue;
    if (segments[0] !== IN_EVERY_LANGUAGE) {
      addRoute(site, segments, (path) => [path]);
      continue;
    }
    const route = segments.slice(1);
    const isCapabilityPage = capabilityPages.has(pathOf(route));
    const isProjectPage = route.length === 2 && pathOf(route.slice(0, 1)) === PROJECTS_PATH && route[1]!.startsWith('[');
    if (!isCapabilityPage && !isProjectPage) addRoute(site, route, everyLanguage);
  }
}

/** The files of a project's public/, which the site serves as they are (a folder's index.html as the folder). */
function addPublicFiles(site: SitePaths, root: string) {
  for (const file of filesIn(join(root, 'public'))) site.pages.add(`/${file}`.replace(/(?:\/index)?\.html$/, '').toLowerCase() || '/');
}

/** What the site builds for `content` in the projects at `roots`; undefined when a function's paths cannot be read. */
function sitePaths(content: OwnerContent, roots: readonly string[]): SitePaths | undefined {
  const served = functionPaths(roots, functionsOff(content));
  if (!served) return undefined;
  const site: SitePaths = { pages: new Set(), unlisted: [], served };
  const editions = editionsOf({ owner: content, capabilityContent: {}, translatedWriteups: {} });
  addCapabilityPages(site, content, editions);
  const capabilityPages = capabilityPaths(capabilities as readonly Capability[]);
  for (const root of roots) {
    addRoutes(site, root, editions, capabilityPages);
    addPublicFiles(site, root);
  }
  return site;
}

/** Whether the site may build or serve `path`: a file, a page it lists, one under a folder it cannot list, a function's path. */
function mayBuild(site: SitePaths, path: string): boolean {
  // A file (/cv.pdf, /projects.md): the build writes many that init cannot list (twins, images, the search index).
  if (/\.[^/]*$/.test(path)) return true;
  // In lower case: where the file system ignores case (macOS's), the build finds /Contact in contact.html.
  const lower = path.toLowerCase();
  return site.pages.has(lower) || site.unlisted.some((folder) => lower.startsWith(folder)) || answersPath(site.served, path);
}

/**
 * The links in `content` to its own site (site.url) that name a page the site, built from the
 * project at `root` with the template init belongs to, will not build; none when init cannot tell.
 */
export function unbuiltLinks(content: OwnerContent, root: string): OwnLink[] {
  const site = sitePaths(content, [...new Set([resolve(TEMPLATE_ROOT), resolve(root)])]);
  if (!site) return [];
  return ownOriginLinks(content, [new URL(content.site.url).origin]).filter((link) => !mayBuild(site, link.path));
}
