import type { Element, ElementContent, Root } from 'hast';
import type { ShikiTransformer } from 'shiki';
import { findAllSubstringIndexes, parseMetaHighlightString, parseMetaHighlightWords } from '@shikijs/transformers';
import { element, text } from './hast-element.ts';

/** What a fence's meta asks for: ```ts title="greet.ts" {2} ins={4-5} del={3} /greet/ */
export interface CodeMeta {
  title?: string;
  /** Line numbers (from 1) of the marked lines, the inserted ones and the deleted ones. */
  marked: number[];
  inserted: number[];
  deleted: number[];
  /** Text marked wherever it occurs. */
  words: string[];
}

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;
const LINES = /(?:^|\s)(?:(mark|ins|del)=)?\{([\d,\s-]*)\}/g;

/** A fence's meta as Expressive Code writes it (title, `{…}` or `mark={…}`, `ins={…}`, `del={…}`), words as Shiki does (`/word/`). */
export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const parsed: CodeMeta = { marked: [], inserted: [], deleted: [], words: [] };
  if (!meta) return parsed;
  const title = TITLE.exec(meta);
  if (title) parsed.title = title[1] ?? title[2];
  // A title may hold slashes (src/greet.ts): only the rest can have words.
  let rest = meta.replace(TITLE, ' ');
  for (const [, kind, ranges] of rest.matchAll(LINES)) {
    const lines = parseMetaHighlightString(`{${ranges!.replace(/\s/g, '')}}`) ?? [];
    const list = kind === 'ins' ? parsed.inserted : kind === 'del' ? parsed.deleted : parsed.marked;
    list.push(...lines.filter((line) => line > 0));
  }
  rest = rest.replace(LINES, ' ');
  parsed.words = parseMetaHighlightWords(rest).filter(Boolean);
  return parsed;
}

/** Shiki's css-variables theme names a token's colour (`var(--astro-code-token-keyword)`): its class says it instead. */
const COLOUR = /^var\(--astro-code-([a-z-]+)\)$/;
/** A declaration Shiki or Astro writes, as the class that stands for it; the rest (the block's colours, its overflow) are the stylesheet's. */
function classFor(property: string, value: string): string | undefined {
  if (property === 'color') return COLOUR.exec(value)?.[1]?.replace(/^foreground$/, '') || undefined;
  if (property === 'font-style' && value === 'italic') return 'italic';
  if (property === 'font-weight' && value === 'bold') return 'bold';
  if (property === 'text-decoration' && value === 'underline') return 'underline';
  if (property === 'user-select' && value === 'none') return 'unselectable';
  return undefined;
}

/** Every `style` attribute as classes: the site's Content-Security-Policy allows none (no 'unsafe-inline'). */
function stylesAsClasses(node: Element | Root, addClass: (node: Element, names: string[]) => void): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const { style } = child.properties;
    if (typeof style === 'string') {
      delete child.properties.style;
      addClass(
        child,
        style
          .split(';')
          .map((declaration) => declaration.split(':').map((part) => part.trim()))
          .map(([property = '', ...value]) => classFor(property, value.join(':')))
          .filter((name): name is string => Boolean(name)),
      );
    }
    stylesAsClasses(child, addClass);
  }
}

/** The lines the meta says were inserted or deleted, until they are made <ins> and <del>. */
const edits = new WeakMap<Element, 'ins' | 'del'>();

/** The lines the meta says were inserted or deleted, as <ins> and <del>. */
function editedLines(node: Element | Root): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const edit = edits.get(child);
    if (edit) child.tagName = edit;
    else editedLines(child);
  }
}

/**
 * The block as a figure: its title as the caption (else its language, in the same bar above the
 * code, where the copy button goes), its language and meta as written kept on the
 * <pre> (the Markdown twin writes the fence back from them), marked, inserted and deleted lines
 * (<ins> and <del>, which assistive technology can announce), marked words (<mark>).
 */
function codeFrame(): ShikiTransformer {
  const metaOf = (transformer: { options: { meta?: { __raw?: string } } }) => parseCodeMeta(transformer.options.meta?.__raw);
  return {
    name: 'code-frame',
    preprocess(code, options) {
      const { words } = metaOf(this);
      options.decorations ||= [];
      for (const word of words) {
        for (const start of findAllSubstringIndexes(code, word)) {
          options.decorations.push({ start, end: start + word.length, tagName: 'mark' });
        }
      }
    },
    line(node, line) {
      const { marked, inserted, deleted } = metaOf(this);
      // Made <ins> and <del> once Shiki has placed the marked words, which it does on <span> lines.
      if (inserted.includes(line)) edits.set(node, 'ins');
      else if (deleted.includes(line)) edits.set(node, 'del');
      if (marked.includes(line)) this.addClassToHast(node, 'marked');
    },
    pre(node) {
      const raw = this.options.meta?.__raw?.trim();
      const { lang } = this.options;
      node.properties.dataLanguage = lang && lang !== 'plaintext' ? lang : undefined;
      node.properties.dataMeta = raw || undefined;
      node.properties.class = 'code';
    },
    root(root) {
      stylesAsClasses(root, (node, names) => names.length && this.addClassToHast(node, names));
      editedLines(root);
      const { title } = metaOf(this);
      const { lang } = this.options;
      // The bar above the code, where the copy button goes: the block's title as its caption, else its language.
      const bar = element(title ? 'figcaption' : 'div', { className: title ? ['code-title'] : ['code-title', 'code-language'] }, [
        text(title ?? (lang && lang !== 'plaintext' ? lang : '')),
      ]);
      root.children = [element('figure', { className: ['code-block'] }, [bar, ...(root.children as ElementContent[])])];
    },
  };
}

/** Shiki's transformers for the site's code blocks (astro.config.mjs's shikiConfig). */
export const codeBlockTransformers = (): ShikiTransformer[] => [codeFrame()];
