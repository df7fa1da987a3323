import { type ByLanguage, type SharedWords, withSharedWords } from '../lib/i18n/index.ts';
import type { SiteFileReader } from '../lib/mcp/documents.ts';
import type { OwnerTools } from '../lib/mcp/handler.ts';
import type { AppResource, SlugTemplate } from '../lib/mcp/resources.ts';
import type { McpExtensions } from '../lib/mcp/server-info.ts';
import type { ToolSpec } from '../lib/mcp/tool-table.ts';
import type { OwnerContent } from '../lib/owner/schema.ts';
import type { TextPath } from '../lib/owner/translations.ts';
import type { ZodMiniType } from '../lib/schema/z.ts';
import type { WebMcpOffer } from '../lib/webmcp/tools.ts';

/** The runtime's environment variables, as a function or a build reads them. */
export type Env = Record<string, string | undefined>;

/** Where a function instance runs: its environment, the owner content and site as built, and whether the build counts readers. */
export interface Runtime {
  env: Env;
  owner: OwnerContent;
  siteUrl: string;
  counting: boolean;
}

/**
 * What capabilities add to what their pages and tools are made from: each declares its own part
 * where it lives (`declare module '../capability.ts'`), activity its GitHub service, the
 * optimizer its market data, writing its posts, so that this contract names none of them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each capability's declaration.
export interface CapabilityData {}

/** What the MCP tools answer from: the owner content, the site, and what the capabilities add (their services, their content). */
export interface ToolDependencies extends Partial<CapabilityData> {
  owner: OwnerContent;
  siteUrl: string;
  now?: () => Date;
}

/** A capability's words in a language: the site's shared ones and its own. */
export type WordsOf<W> = SharedWords & W;

const wordsByCapability = new WeakMap<Capability<never>, (tag: string) => unknown>();
/** The site's shared words and a capability's own, in a language (a BCP 47 tag). */
export function wordsOf<W>(capability: Capability<W>, tag: string): WordsOf<W> {
  let words = wordsByCapability.get(capability as Capability<never>) as ((tag: string) => WordsOf<W>) | undefined;
  if (!words) {
    words = withSharedWords(capability.words as ByLanguage<W & object>);
    wordsByCapability.set(capability as Capability<never>, words);
  }
  return words(tag);
}

/** One of the site's APIs or documents on the developers page, llms.txt and list_developer_resources. */
export interface DeveloperResourceOffer {
  title: string;
  description: string;
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

/** What a capability adds to the site's MCP server. */
interface CapabilityMcp<W> {
  /** Its tools; `on` is every capability the owner has on (for tools that speak of them all). */
  tools?(dependencies: ToolDependencies, on: readonly Capability[]): ToolSpec[];
  /** Tools for the site's owner alone (their statistics): listed and answered only on a request `isOwner` accepts. */
  ownerTools?(dependencies: ToolDependencies): OwnerTools;
  /** A resource template for its pages under one path (the posts' /writing/{slug}.md). */
  slugTemplate?(words: WordsOf<W>): SlugTemplate;
  /** Resources beside the pages (an MCP App's ui:// document), read from the site's built files. */
  resources?(readFile: SiteFileReader, words: WordsOf<W>): AppResource[];
  /** Its sentence in the server's instructions. */
  instructions?(words: WordsOf<W>): string;
  /** The protocol extensions its tools use, announced in the server's capabilities and its card. */
  extensions?: McpExtensions;
}

/**
 * One capability of the site (the résumé, the developers page, the optimizer…), as the site's
 * composition sees it (src/data, src/pages, the functions; src/lib knows none). It owns its
 * words (`words`, one file a language in its words/ folder). A member is here only while at
 * least two capabilities fill it; what one capability alone offers (the developers page's
 * service-doc) it exports, and the page or module that needs it imports it, or it is a file in its
 * folder found by its name (the résumé's hero button, the writing's posts and feeds: below).
 */
export interface Capability<W = unknown> {
  name: string;
  /** On for this owner: its switch, or what it needs (a résumé needs résumé entries). */
  isOn(owner: OwnerContent): boolean;
  /** Its switch in the owner file (site.features.<name>), and whether it is on when the file does not say. */
  feature?: { byDefault: boolean };
  /** Its interface words in each language. */
  words: ByLanguage<W>;
  /**
   * The default-language paths of its pages at fixed paths (its files under src/pages/[...lang]/,
   * which say the rest of themselves), built only while it is on: what `npm run init` knows of
   * them without building.
   */
  pagePaths?: readonly string[];
  /** The Netlify Functions (netlify/functions/<name>.mts) it owns: bundled, deployed and routed only while on. */
  functions?: string[];
  /** What its MCP tools need from the runtime (its upstream services), made once per function instance. */
  services?(runtime: Runtime): Partial<CapabilityData>;
  mcp?: CapabilityMcp<W>;
  /** Its MCP tools that browser agents get through WebMCP, on every page or on its own. */
  webMcp?: WebMcpOffer[];
  /** What llms.txt says of it: a section of its own for the pages it owns, a line among the details (`url` makes a path absolute, in the file's language). */
  llms?: {
    section?(words: WordsOf<W>): { title: string; owns(path: string): boolean };
    detail?(words: WordsOf<W>, url: (path: string) => string): string;
  };
  /** Its APIs, as developers find them listed. */
  developerResources?(words: WordsOf<W>): DeveloperResourceOffer[];
  /** What the developers page says of it: its clause in the list of tools (ends with ", "), its curl examples. */
  developers?: {
    toolClause?(words: WordsOf<W>): string;
    samples?(url: (path: string) => string, words: WordsOf<W>): DeveloperSample[];
  };
}

/** The isOn and feature of a capability switched in the owner file (site.features.<name>). */
export const switchedBy = (name: string, byDefault: boolean): Pick<Capability, 'isOn' | 'feature'> => ({
  isOn: (owner) => owner.site.features[name] ?? byDefault,
  feature: { byDefault },
});

/**
 * What the home page hands the parts capabilities add to it, found by their file's name in the
 * capability's folder: HeroLink.astro (a button beside the contact one), HomeSection.astro (a
 * section after the featured projects); and what every page's head hands a Head.astro (links in
 * the head of every page, in the page's language: the writing's feeds), while the capability is on.
 */
export interface HomeProps {
  owner: OwnerContent;
  siteUrl: string;
  /** The page's language (a BCP 47 tag). */
  locale: string;
  /** A site path in the page's language. */
  path(sitePath: string): string;
}

/**
 * Markdown files of the owner's content that a capability has (the writing's posts), found by
 * their files' names in its folder, so that the composition names no capability:
 * - collections.ts exports `collections`, its content collections by name, which
 *   src/content.config.ts defines: the files `<content root>/<folder>/*.md`, or with
 *   `translations` each further language's `<folder>/<language>/*.md`, validated with `schema`;
 * - content.ts exports `readContent` (ReadContent), which reads them through Astro's content
 *   layer once per build (src/data/site-content.ts) into what it adds to `CapabilityData` in each
 *   of the site's languages; the build writes that for the functions (build/site.json).
 */
export interface MarkdownCollection {
  folder: string;
  translations?: boolean;
  schema: ZodMiniType;
}

/** What a capability reads of its Markdown for one of the site's languages. */
export interface ContentInLanguage {
  /** What it adds to `CapabilityData` in this language (the posts, each translated one in it). */
  data: Partial<CapabilityData>;
  /** Its texts that have a translation in this language (a post: `['posts', slug]`); any other of its texts is in the default language. */
  translated: TextPath[];
}

/** A capability's content.ts: from the owner content as written and the content's folder (src/content or src/example), its content in each of the site's languages, by language. */
export type ReadContent = (site: { owner: OwnerContent; contentRoot: string }) => Promise<Record<string, ContentInLanguage>>;
