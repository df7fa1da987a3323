import { markdownLink, markdownText, oneLine } from '../markdown/escape.ts';

/**
 * llms.txt per https://llmstxt.org: an H1, a blockquote summary, optional prose, then H2
 * sections of links. Every field is plain text, escaped here, except `details`, which are
 * Markdown paragraphs their producer has escaped (they mix code spans and URLs with owner text).
 */

interface LlmsLink {
  name: string;
  /** Written as a link when it is http(s) or mailto; otherwise the name stands alone, as text. */
  url: string;
  note?: string;
}

interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsDocument {
  title: string;
  summary: string;
  /** Markdown paragraphs, already escaped. */
  details?: string[];
  sections: LlmsSection[];
  /** The word before each page's URL in llms-full.txt ("Source:"), in the document's language. */
  sourceLabel: string;
}

const header = (doc: Pick<LlmsDocument, 'title' | 'summary'>) => [`# ${markdownText(doc.title)}`, '', `> ${markdownText(doc.summary)}`, ''];

const linkLine = (link: LlmsLink) => {
  const note = link.note ? `: ${markdownText(link.note)}` : '';
  return `- ${markdownLink(link.name, link.url)}${note}`;
};

export function renderLlmsTxt(doc: Omit<LlmsDocument, 'sourceLabel'>): string {
  const lines = header(doc);
  for (const paragraph of doc.details ?? []) lines.push(oneLine(paragraph), '');
  for (const section of doc.sections) {
    lines.push(`## ${markdownText(section.title)}`, '', ...section.links.map(linkLine), '');
  }
  return lines.join('\n');
}

export interface FullTextPage {
  url: string;
  markdown: string;
}

/** llms-full.txt: the same header, then every page's Markdown inlined, each under its source URL. */
export function renderLlmsFull(doc: Pick<LlmsDocument, 'title' | 'summary' | 'sourceLabel'>, pages: FullTextPage[]): string {
  const parts = header(doc);
  for (const page of pages) {
    parts.push('---', '', `${markdownText(doc.sourceLabel)} ${page.url}`, '', page.markdown.trim(), '');
  }
  return parts.join('\n');
}
