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

/** "/projects.md" -> "projects"; "/index.md" -> "index". */
const slugOf = (twin: string) => twin.slice(1, -'.md'.length);

/**
 * Each page's Markdown twin as a resource at its absolute URL, and the template
 * `{site}/{page}.md` that names them all. A URI that is not one of the twins is "not found"
 * -32602 with the URI in `data`, as 2026-07-28 requires (the SDK answers every era so; 2025
 * clients get -32602 rather than that revision's -32002).
 */
export function pageResources(pages: PageInfo[], siteUrl: string, read: SiteFileReader, words: Dictionary['mcpServer']): ResourceCatalog {
  const byUri = new Map(pages.map((page) => [absoluteUrl(page.twin, siteUrl), page]));
  const list: Resource[] = pages.map((page) => ({
    uri: absoluteUrl(page.twin, siteUrl),
    // The same name in every language: from the address, not the navigation label.
    name: `page-${slugOf(page.twin) === 'index' ? 'home' : slugOf(page.twin)}`,
    title: page.title,
    // Hosts may render descriptions as Markdown; the page's description carries owner text.
    description: words.pageResource(markdownText(page.description)),
    mimeType: 'text/markdown',
  }));
  const slugs = pages.map((page) => slugOf(page.twin));
  const uriTemplate = `${new URL(siteUrl).origin}/{page}.md`;
  const templates: ResourceTemplateType[] = [
    {
      uriTemplate,
      name: 'page',
      title: words.pageTemplateTitle,
      description: words.pageTemplateDescription(slugs.join(', ')),
      mimeType: 'text/markdown',
    },
  ];
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
    complete: (template, variable, prefix) =>
      template === uriTemplate && variable === 'page' ? slugs.filter((slug) => slug.startsWith(prefix.toLowerCase())) : [],
  };
}
