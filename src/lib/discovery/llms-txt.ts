/** llms.txt per https://llmstxt.org: an H1, a blockquote summary, optional prose, then H2 sections of links. */

export interface LlmsLink {
  name: string;
  url: string;
  note?: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsDocument {
  title: string;
  summary: string;
  details?: string[];
  sections: LlmsSection[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function renderLlmsTxt(doc: LlmsDocument): string {
  const lines = [`# ${oneLine(doc.title)}`, '', `> ${oneLine(doc.summary)}`, ''];
  for (const paragraph of doc.details ?? []) lines.push(oneLine(paragraph), '');
  for (const section of doc.sections) {
    lines.push(`## ${oneLine(section.title)}`, '');
    for (const link of section.links) {
      const note = link.note ? `: ${oneLine(link.note)}` : '';
      lines.push(`- [${oneLine(link.name)}](${link.url})${note}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

export interface FullTextPage {
  url: string;
  markdown: string;
}

/** llms-full.txt: the same header, then every page's Markdown inlined, each under its source URL. */
export function renderLlmsFull(doc: Pick<LlmsDocument, 'title' | 'summary'>, pages: FullTextPage[]): string {
  const parts = [`# ${oneLine(doc.title)}`, '', `> ${oneLine(doc.summary)}`, ''];
  for (const page of pages) {
    parts.push('---', '', `Source: ${page.url}`, '', page.markdown.trim(), '');
  }
  return parts.join('\n');
}
