import { describe, expect, it } from 'vitest';
import { pages } from '../support/owner-editions.ts';
import { createDocumentIndex, SiteFileMissingError, siteDocuments } from '../../src/lib/mcp/documents.ts';

const SITE = 'https://site.test';
const docs = siteDocuments(pages, SITE);

function index(files: Record<string, string>) {
  const reads: string[] = [];
  const documents = createDocumentIndex(docs, async (path) => {
    reads.push(path);
    return files[path] ?? null;
  });
  return { documents, reads };
}

describe('the document index behind search and fetch', () => {
  it('lists every page twin and the OpenAPI document, ids being site paths', () => {
    expect(docs.map((d) => d.id)).toEqual([...pages.map((p) => p.twin), '/openapi.json']);
    expect(docs.at(-1)).toMatchObject({ url: `${SITE}/openapi.json`, mediaType: 'application/json' });
  });

  it('scores title matches five times body matches, ties by id, and caps the list', async () => {
    const { documents } = index({
      '/index.md': 'alpha alpha alpha alpha',
      '/projects.md': 'alpha',
      '/contact.md': 'alpha',
      '/developers.md': '',
    });
    const hits = await documents.search('ALPHA', 10);
    expect(hits.map((h) => [h.id, h.score])).toEqual([
      ['/index.md', 4],
      ['/contact.md', 1],
      ['/projects.md', 1],
    ]);
    expect(await documents.search('alpha', 1)).toHaveLength(1);
    const titled = await documents.search('developer portal', 10);
    expect(titled[0]!.id).toBe('/developers.md');
  });

  it('ignores punctuation and repeated terms, and answers [] to a query without words', async () => {
    const { documents } = index({ '/index.md': 'beta' });
    expect((await documents.search('beta, beta!', 10)).map((h) => h.score)).toEqual([1]);
    expect(await documents.search(' ?! ', 10)).toEqual([]);
  });

  it('looks for one-letter words only when the query has nothing longer ("Contactar a" is about "contactar")', async () => {
    const { documents } = index({ '/index.md': 'a a a a a a a a', '/contact.md': 'contactar' });
    expect((await documents.search('contactar a', 10)).map((h) => h.id)).toEqual(['/contact.md']);
    expect((await documents.search('a', 10)).map((h) => h.id)[0]).toBe('/index.md');
  });

  it('reads each document once per instance, and leaves unreadable ones out', async () => {
    const { documents, reads } = index({ '/index.md': 'gamma' });
    await documents.search('gamma', 10);
    await documents.search('gamma', 10);
    await documents.fetch('/index.md');
    expect(reads.filter((path) => path === '/index.md')).toHaveLength(1);
    expect((await documents.search('projects', 10)).map((hit) => hit.id)).not.toContain('/projects.md');
  });

  it('fetch of a listed document this deploy cannot read is a fault naming the file, not "not found"', async () => {
    const { documents } = index({ '/index.md': 'gamma' });
    const failure = documents.fetch('/projects.md');
    await expect(failure).rejects.toBeInstanceOf(SiteFileMissingError);
    await expect(failure).rejects.toMatchObject({ path: '/projects.md' });
  });

  it('fetch accepts an id or the absolute URL, and nothing else', async () => {
    const { documents, reads } = index({ '/contact.md': '# Contact' });
    expect((await documents.fetch(`${SITE}/contact.md`))?.text).toBe('# Contact');
    expect(await documents.fetch('/etc/passwd')).toBeNull();
    expect(reads).not.toContain('/etc/passwd');
  });
});
