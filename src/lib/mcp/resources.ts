import {
  ProtocolError,
  ProtocolErrorCode,
  type ReadResourceResult,
  type Resource,
  ResourceNotFoundError,
  type ResourceTemplateType,
} from '@modelcontextprotocol/server';
import type { SharedWords } from '../i18n/index.ts';
import type { PageInfo } from '../markdown/page-info.ts';
import { isProjectPath } from '../owner/project-slug.ts';
import { twinPathFor } from '../markdown/twin-path.ts';
import { absoluteUrl } from '../urls.ts';
import { type SiteFileReader, SiteFileMissingError } from './documents.ts';
import { markdownText } from '../markdown/escape.ts';

export interface ResourceCatalog {
  readonly list: Resource[];
  readonly templates: ResourceTemplateType[];
  read(uri: string): Promise<ReadResourceResult>;
  /** Whether `read` serves `uri`: one of the site's documents, not just an address on its origin. */
  has(uri: string): boolean;
  /** Values for a template variable that start with what the user typed; [] for other templates or variables. */
  complete(uriTemplate: string, variable: string, prefix: string): string[];
}

/** "/projects.md" -> "projects"; "/index.md" -> "index"; "/projects/pgmigra.md" -> "pgmigra". */
const slugOf = (twin: string) => twin.slice(twin.lastIndexOf('/') + 1, -'.md'.length);
const isProjectPage = (page: PageInfo) => isProjectPath(page.defaultPath ?? page.path);
/** The twin of the page a page translates (itself, in the default language): "/en/projects.md" -> "/projects.md". */
const defaultTwin = (page: PageInfo) => (page.defaultPath ? (twinPathFor(page.defaultPath) ?? page.twin) : page.twin);

/** Whether a page's twin lies right under `path` ("" for the site's top level), not deeper: in every language. */
const directlyUnder = (path: string) => (page: PageInfo) => {
  const twin = defaultTwin(page);
  return twin.startsWith(`${path}/`) && twin.lastIndexOf('/') === path.length;
};
const isTopLevel = directlyUnder('');

function pageResource(page: PageInfo, siteUrl: string, words: SharedWords['mcpServer']): Resource {
  const slug = slugOf(defaultTwin(page));
  // The same name in every language: from the address, not the navigation label (a deeper page: its whole path).
  const deeper = defaultTwin(page).slice(1, -'.md'.length).replaceAll('/', '-');
  const name = isProjectPage(page) ? `project-${slug}` : isTopLevel(page) ? `page-${slug === 'index' ? 'home' : slug}` : `page-${deeper}`;
  // Hosts may render descriptions as Markdown; the page's description carries owner text.
  const description = (isProjectPage(page) ? words.projectResource : words.pageResource)(markdownText(page.description));
  return { uri: absoluteUrl(page.twin, siteUrl), name, title: page.title, description, mimeType: 'text/markdown' };
}

/** A capability's template for its own pages under one path (the projects: /projects/{slug}.md, the posts: /writing/{slug}.md). */
export interface SlugTemplate {
  name: string;
  /** The pages' common path: "/writing". */
  path: string;
  title: string;
  description(slugs: string): string;
}

/** On a site in several languages: every language's pages (all readable), and the further languages' prefixes ("en"). */
export interface OtherLanguages {
  pages: PageInfo[];
  prefixes: string[];
}

/**
 * Each page's Markdown twin as a resource at its absolute URL, and the templates that name them
 * all: `{site}/{page}.md`, then each capability's `{site}/<path>/{slug}.md` that has pages. On a
 * site in several languages they take the language too (`{site}{/language}/{page}.md`: none for
 * the default), and every language's twin can be read. A URI that is not one of the twins is
 * "not found" -32602 with the URI in `data`, as 2026-07-28 requires (the SDK answers every era
 * so; 2025 clients get -32602 rather than that revision's -32002).
 */
/** A client's URI in a message: quoted (an empty one shows), at most 200 characters of it. */
const quotedUri = (uri: string) => JSON.stringify(uri.length > 200 ? `${uri.slice(0, 200)}…` : uri);

export function pageResources(
  pages: PageInfo[],
  siteUrl: string,
  read: SiteFileReader,
  words: SharedWords['mcpServer'],
  slugTemplates: readonly SlugTemplate[] = [],
  languages?: OtherLanguages,
): ResourceCatalog {
  const byUri = new Map((languages?.pages ?? pages).map((page) => [absoluteUrl(page.twin, siteUrl), page]));
  // The page template names a further language's home page "{site}/en/index.md"; its twin is /en.md.
  for (const page of languages?.pages ?? []) if (page.defaultPath === '/') byUri.set(absoluteUrl(`${page.path}/index.md`, siteUrl), page);
  const list = pages.map((page) => pageResource(page, siteUrl, words));
  const origin = new URL(siteUrl).origin;
  const language = languages ? '{/language}' : '';
  const pageSlugs = pages.filter(isTopLevel).map((page) => slugOf(defaultTwin(page)));
  const pageTemplate: ResourceTemplateType = {
    uriTemplate: `${origin}${language}/{page}.md`,
    name: 'page',
    title: words.pageTemplateTitle,
    description: words.pageTemplateDescription(pageSlugs.join(', ')),
    mimeType: 'text/markdown',
  };
  const slugged = slugTemplates.map((template) => {
    const slugs = pages.filter(directlyUnder(template.path)).map((page) => slugOf(defaultTwin(page)));
    const resourceTemplate: ResourceTemplateType = {
      uriTemplate: `${origin}${language}${template.path}/{slug}.md`,
      name: template.name,
      title: template.title,
      description: template.description(slugs.join(', ')),
      mimeType: 'text/markdown',
    };
    return { resourceTemplate, slugs };
  });
  /** Each template's variables and the values they can take (the language: a further language's prefix). */
  const languageValues: Record<string, string[]> = languages ? { language: languages.prefixes } : {};
  const variables = new Map<string, Record<string, string[]>>([
    [pageTemplate.uriTemplate, { page: pageSlugs, ...languageValues }],
    ...slugged.map(({ resourceTemplate, slugs }) => [resourceTemplate.uriTemplate, { slug: slugs, ...languageValues }] as const),
  ]);
  const templates = [pageTemplate, ...slugged.filter(({ slugs }) => slugs.length).map(({ resourceTemplate }) => resourceTemplate)];
  return {
    list,
    templates,
    async read(uri) {
      const page = byUri.get(uri);
      if (!page) throw new ResourceNotFoundError(uri, `Resource not found: ${quotedUri(uri)} is no page of this site.`);
      const text = await read(page.twin);
      if (text === null) {
        console.error(`mcp: ${new SiteFileMissingError(page.twin).message}`);
        throw new ProtocolError(ProtocolErrorCode.InternalError, `Internal error: the Markdown twin of ${page.path} could not be read.`);
      }
      return { contents: [{ uri, mimeType: 'text/markdown', text }] };
    },
    has: (uri) => byUri.has(uri),
    complete(template, variable, prefix) {
      const known = variables.get(template);
      const values = known && Object.hasOwn(known, variable) ? known[variable]! : [];
      return values.filter((value) => value.startsWith(prefix.toLowerCase()));
    },
  };
}

/** A resource beside the pages (an MCP App's ui:// document): its listing, and how to read it. */
export interface AppResource {
  readonly resource: Resource;
  read(): Promise<ReadResourceResult>;
}

/** A page catalog with one more resource that is not a page (an MCP App's ui:// document): listed after the pages, read by its own URI. */
export function withAppResource(pages: ResourceCatalog, app: AppResource): ResourceCatalog {
  return {
    ...pages,
    list: [...pages.list, app.resource],
    read: (uri) => (uri === app.resource.uri ? app.read() : pages.read(uri)),
    has: (uri) => uri === app.resource.uri || pages.has(uri),
  };
}
