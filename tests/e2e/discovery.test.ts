import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { defaultEdition, editionOf, editions } from '../support/built-editions.ts';
import { siteUrl } from '../../src/data/site.ts';
import { owner } from '../../src/data/owner.ts';
import { t } from '../../src/data/ui.ts';
import { markdownText } from '../../src/lib/markdown/escape.ts';
import { get, local } from '../support/http.ts';
import { siteApis } from '../support/site-apis.ts';
import { pagesIn } from '../support/site-pages.ts';
import { developersServiceDoc } from '../../src/capabilities/developers/index.ts';
import { apiCatalog } from '../../src/lib/discovery/api-catalog.ts';
import { API_CATALOG_MEDIA_TYPE, API_CATALOG_PATH } from '../../src/lib/discovery/api-catalog-location.ts';

const abs = (path: string) => new URL(path, siteUrl).href;

async function llmsTxt() {
  const response = await get('/llms.txt');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  return response.text();
}

function sections(text: string) {
  const result = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) {
      current = [];
      result.set(line.slice(3), current);
    } else if (current && line.trim()) current.push(line);
  }
  return result;
}

describe('/llms.txt', () => {
  it('follows llmstxt.org: H1 with the owner name, a > summary, then H2 sections of links', async () => {
    const text = await llmsTxt();
    const lines = text.split('\n');
    expect(lines[0]).toBe(`# ${markdownText(owner.profile.name)}`);
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(/^> \S/);
    expect(text.match(/^# /gm)).toHaveLength(1);
    for (const [title, entries] of sections(text)) {
      expect(entries.length, `section ${title}`).toBeGreaterThan(0);
      for (const entry of entries) expect(entry, `section ${title}`).toMatch(/^- \[(?:[^\]\\]|\\.)+\]\(https?:\/\/[^)\s]+\)(?:: .+)?$/);
    }
    expect([...sections(text).keys()].at(-1)).toBe(t.llms.optionalSection);
  });

  it('links every page twin and llms-full.txt; names the JSON/XML documents and the endpoints without linking them', async () => {
    const text = await llmsTxt();
    for (const page of pagesIn(defaultEdition)) expect(text).toContain(`](${abs(page.twin)})`);
    expect(text).toContain(`](${abs('/llms-full.txt')})`);
    for (const path of ['/openapi.json', '/.well-known/mcp/server-card.json', '/.well-known/ai-catalog.json', '/sitemap.xml']) {
      expect(text).toContain(`\`GET ${abs(path)}\``);
      expect(text).not.toContain(`](${abs(path)})`);
    }
    // The APIs of the capabilities the owner has on (/api/codehost among them), and the MCP endpoint.
    for (const { method, path } of [...siteApis(owner), { method: 'POST', path: '/mcp' }]) {
      expect(text).toContain(`\`${method} ${abs(path)}\``);
      expect(text).not.toContain(`](${abs(path)})`);
    }
  });

  it('links only documents: every same-site link answers a GET with 200 and a text body', async () => {
    const links = [...(await llmsTxt()).matchAll(/\]\((https?:[^)\s]+)\)/g)]
      .map((match) => match[1]!)
      .filter((link) => link.startsWith(siteUrl));
    // Every page's twin, llms-full.txt, and the same index in each other language.
    expect(links.length).toBe(pagesIn(defaultEdition).length + 1 + editions.length - 1);
    for (const link of links) {
      const response = await get(local(link));
      expect(response.status, link).toBe(200);
      expect(response.headers.get('content-type'), link).toMatch(/^(text\/|application\/([\w.+-]+\+)?(json|xml))/);
      expect((await response.text()).length, link).toBeGreaterThan(0);
    }
  });

  it('lists every page of the sitemap, each in the llms.txt of its language', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const edition = editionOf(new URL(loc!).pathname);
      const page = pagesIn(edition).find((candidate) => abs(candidate.path) === loc);
      expect(page, loc).toBeDefined();
      const text = await (await get(edition.document('/llms.txt'))).text();
      expect(text).toContain(`](${abs(page!.twin)})`);
    }
  });
});

describe('/llms-full.txt', () => {
  it('inlines every twin', async () => {
    const response = await get('/llms-full.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.split('\n')[0]).toBe(`# ${markdownText(owner.profile.name)}`);
    for (const page of pagesIn(defaultEdition)) {
      // The twin without its front matter: llms-full.txt has one header of its own.
      const twin = (await (await get(page.twin)).text()).replace(/^---\n[\s\S]*?\n---\n/, '');
      expect(text).toContain(`${t.llms.source} ${abs(page.twin)}\n\n${twin.trim()}`);
      expect(text).not.toContain('\ntitle: "');
    }
  });
});

/** A sitemap against the sitemaps.org 0.9 XSD and, for its translations, the xhtml:link element's. */
async function validateSitemap(xml: string) {
  const read = (path: string) => readFile(new URL(path, import.meta.url), 'utf8');
  const both = `<?xml version="1.0"?><schema xmlns="http://www.w3.org/2001/XMLSchema">
  <import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="sitemap.xsd"/>
  <import namespace="http://www.w3.org/1999/xhtml" schemaLocation="xhtml-link.xsd"/>
</schema>`;
  return validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'both.xsd', contents: both }],
    preload: [
      { fileName: 'sitemap.xsd', contents: await read('../../node_modules/sitemap/schema/sitemap.xsd') },
      { fileName: 'xhtml-link.xsd', contents: await read('../fixtures/sitemap/xhtml-link.xsd') },
    ],
  });
}

describe('/sitemap.xml', () => {
  it('lists every HTML page with its absolute URL', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(editions.flatMap((edition) => pagesIn(edition).map((page) => abs(page.path))));
  });

  it('is valid against the sitemaps.org 0.9 XSD, with its xhtml:link translations where it has some', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const result = await validateSitemap(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('the XSD check rejects an xhtml:link without its hreflang (the check can fail)', async () => {
    const broken =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>https://a.test/</loc><xhtml:link rel="alternate" href="https://a.test/en"/></url></urlset>';
    expect((await validateSitemap(broken)).valid).toBe(false);
  });

  it('the XSD check rejects a broken sitemap (the check can fail)', async () => {
    const schema = await readFile(new URL('../../node_modules/sitemap/schema/sitemap.xsd', import.meta.url), 'utf8');
    const broken =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><priority>2</priority></url></urlset>';
    const result = await validateXML({
      xml: [{ fileName: 'bad.xml', contents: broken }],
      schema: [{ fileName: 'sitemap.xsd', contents: schema }],
    });
    expect(result.valid).toBe(false);
  });
});

describe('/robots.txt', () => {
  it('allows crawling and points to the sitemap', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${abs('/sitemap.xml')}`);
  });
});

describe('the API catalog (RFC 9727)', () => {
  it('is served at /.well-known/api-catalog as a linkset with its profile, and names the OpenAPI document and the MCP server card', async () => {
    const response = await get(API_CATALOG_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(API_CATALOG_MEDIA_TYPE);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = await response.json();
    expect(body).toEqual(apiCatalog(owner, siteUrl, developersServiceDoc(owner)));
    for (const context of body.linkset.slice(1)) {
      for (const { href } of context['service-desc']) expect((await get(new URL(href).pathname)).status, href).toBe(200);
    }
  });
});
