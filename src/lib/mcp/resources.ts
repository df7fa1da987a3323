import {
  ProtocolError,
  ProtocolErrorCode,
  type ReadResourceResult,
  type Resource,
  ResourceNotFoundError,
  type ResourceTemplateType,
} from '@modelcontextprotocol/server';
import type { Dictionary } from '../i18n/index.ts';
import type { PageInfo } from '../markdown/page-info.ts';
import { isProjectPath } from '../../capabilities/projects/project-order.ts';
import { absoluteUrl } from '../urls.ts';
import { type SiteFileReader, SiteFileMissingError } from './documents.ts';
import { markdownText } from '../markdown/escape.ts';

export interface ResourceCatalog {
  readonly list: Resource[];
  readonly templates: ResourceTemplateType[];
  read(uri: string): Promise<ReadResourceResult>;
  /** Values for a template variable that start with what the user typed; [] for other templates or variables. */
  complete(uriTemplate: string, variable: string, prefix: string): string[];
}

/** "/projects.md" -> "projects"; "/index.md" -> "index"; "/projects/pgmigra.md" -> "pgmigra". */
const slugOf = (twin: string) => twin.slice(twin.lastIndexOf('/') + 1, -'.md'.length);
const isProjectPage = (page: PageInfo) => isProjectPath(page.path);

/** Whether a page's twin lies right under `path` ("" for the site's top level), not deeper. */
const directlyUnder = (path: string) => (page: PageInfo) => page.twin.startsWith(`${path}/`) && page.twin.lastIndexOf('/') === path.length;
const isTopLevel = directlyUnder('');

function pageResource(page: PageInfo, siteUrl: string, words: Dictionary['mcpServer']): Resource {
  const slug = slugOf(page.twin);
  // The same name in every language: from the address, not the navigation label (a deeper page: its whole path).
  const deeper = page.twin.slice(1, -'.md'.length).replaceAll('/', '-');
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

/**
 * Each page's Markdown twin as a resource at its absolute URL, and the templates that name them
 * all: `{site}/{page}.md`, then each capability's `{site}/<path>/{slug}.md` that has pages. A URI
 * that is not one of the twins is "not found" -32602 with the URI in `data`, as 2026-07-28
 * requires (the SDK answers every era so; 2025 clients get -32602 rather than that revision's -32002).
 */
export function pageResources(
  pages: PageInfo[],
  siteUrl: string,
  read: SiteFileReader,
  words: Dictionary['mcpServer'],
  slugTemplates: readonly SlugTemplate[] = [],
): ResourceCatalog {
  const byUri = new Map(pages.map((page) => [absoluteUrl(page.twin, siteUrl), page]));
  const list = pages.map((page) => pageResource(page, siteUrl, words));
  const origin = new URL(siteUrl).origin;
  const pageSlugs = pages.filter(isTopLevel).map((page) => slugOf(page.twin));
  const pageTemplate: ResourceTemplateType = {
    uriTemplate: `${origin}/{page}.md`,
    name: 'page',
    title: words.pageTemplateTitle,
    description: words.pageTemplateDescription(pageSlugs.join(', ')),
    mimeType: 'text/markdown',
  };
  const slugged = slugTemplates.map((template) => {
    const slugs = pages.filter(directlyUnder(template.path)).map((page) => slugOf(page.twin));
    const resourceTemplate: ResourceTemplateType = {
      uriTemplate: `${origin}${template.path}/{slug}.md`,
      name: template.name,
      title: template.title,
      description: template.description(slugs.join(', ')),
      mimeType: 'text/markdown',
    };
    return { resourceTemplate, slugs };
  });
  /** Each template's one variable and the values it can take. */
  const variables = new Map([
    [pageTemplate.uriTemplate, { name: 'page', values: pageSlugs }],
    ...slugged.map(({ resourceTemplate, slugs }) => [resourceTemplate.uriTemplate, { name: 'slug', values: slugs }] as const),
  ]);
  const templates = [pageTemplate, ...slugged.filter(({ slugs }) => slugs.length).map(({ resourceTemplate }) => resourceTemplate)];
  return {
    list,
    templates,
    async read(uri) {
      const page = byUri.get(uri);
      if (!page) throw new ResourceNotFoundError(uri, `Resource not found: no page of this site is ${uri}.`);
      const text = await read(page.twin);
      if (text === null) {
        console.error(`mcp: ${new SiteFileMissingError(page.twin).message}`);
        throw new ProtocolError(ProtocolErrorCode.InternalError, `Internal error: the Markdown twin of ${page.path} could not be read.`);
      }
      return { contents: [{ uri, mimeType: 'text/markdown', text }] };
    },
    complete(template, variable, prefix) {
      const known = variables.get(template);
      return known?.name === variable ? known.values.filter((value) => value.startsWith(prefix.toLowerCase())) : [];
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
  };
}
