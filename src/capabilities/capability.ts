import type { Dictionary } from '../data/dictionaries.ts';
import type { PageInfo } from '../lib/markdown/page-info.ts';
import type { ToolSpec } from '../lib/mcp/tool-table.ts';
import type { DocumentIndex } from '../lib/mcp/documents.ts';
import type { SlugTemplate } from '../lib/mcp/resources.ts';
import type { OwnerContent } from '../lib/owner/schema.ts';
import type { WebMcpOffer } from '../lib/webmcp/tools.ts';
import type { CodehostService } from './activity/core/service.ts';
import type { MarketData } from './optimizer/core/optimize.ts';
import type { Post } from './writing/post.ts';

/** What the MCP tools answer from: the owner content, the site, and the services behind the APIs. */
export interface ToolDependencies {
  owner: OwnerContent;
  /** The published posts in the owner content's language (each translated one in it). */
  posts: readonly Post[];
  siteUrl: string;
  codehost: Pick<CodehostService, 'activity'>;
  market: MarketData;
  documents: DocumentIndex;
  now?: () => Date;
}

/** One of the site's APIs or documents on the developers page, llms.txt and list_developer_resources, titled by the dictionary. */
export interface DeveloperResourceOffer {
  words: keyof Dictionary['developerResources'];
  url: string;
  method?: 'GET' | 'POST';
  mediaType: string;
}

/** A curl example and a note a capability shows on the developers page. */
interface DeveloperSample {
  code: string;
  label: string;
  note?: string;
}

/**
 * One capability of the site (the résumé, the developers page, the optimizer…), as the site's
 * composition sees it (src/capabilities/mcp.ts, src/data, src/pages, the functions; src/lib knows
 * none). A member is here only while at least two capabilities fill it; what one capability
 * alone offers (the résumé's hero button, the writing's feeds, the optimizer's MCP App) it
 * exports, and the page or module that needs it imports it.
 */
export interface Capability {
  name: string;
  /** On for this owner: its switch, or what it needs (a résumé needs résumé entries). */
  isOn(owner: OwnerContent): boolean;
  /** Its top-level page, and where it goes in the navigation (home 0, projects 10, contact 30). */
  navPage?: { order: number; page(owner: OwnerContent, t: Dictionary, posts: readonly Post[]): PageInfo };
  /** Its pages beyond the navigation one (one per post, say): in the sitemap, llms.txt, twins, Open Graph images and MCP resources. */
  pages?(owner: OwnerContent, t: Dictionary, posts: readonly Post[]): PageInfo[];
  /** The Netlify Functions (netlify/functions/<name>.mts) it owns: bundled, deployed and routed only while on. */
  functions?: string[];
  /** Its MCP tools; `on` is every capability the owner has on (for tools that speak of them all). */
  mcpTools?(dependencies: ToolDependencies, on: readonly Capability[]): ToolSpec[];
  /** An MCP resource template for its pages under one path (the posts' /writing/{slug}.md). */
  mcpSlugTemplate?(t: Dictionary): SlugTemplate;
  /** Its sentence in the MCP server's instructions. */
  mcpInstructions?(words: Dictionary['mcpServer']): string;
  /** Its clause in the developers page's list of tools (ends with ", "). */
  developersToolClause?(words: Dictionary['developersPage']): string;
  /** Its curl examples on the developers page. */
  developerSamples?(url: (path: string) => string, words: Dictionary['developersPage']): DeveloperSample[];
  /** Its MCP tools that browser agents get through WebMCP, on every page or on its own. */
  webMcp?: WebMcpOffer[];
  /** Its APIs, as developers find them listed. */
  developerResources?: DeveloperResourceOffer[];
}
