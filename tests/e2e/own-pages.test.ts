import { describe, expect, it } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { siteUrl } from '../../src/data/site.ts';
import { get, postMcp } from '../support/http.ts';
import { ownPages } from '../support/site-pages.ts';

/**
 * The owner's own pages as their files say (tests/support/site-pages.ts): none in the main run's
 * example; CI's fork run adds a Markdown page with a translation and an .astro page
 * (scripts/ci/fork-translations.ts).
 */
const pages = ownPages.map((page) => ({
  ...page,
  defaultPath: page.defaultPath ?? page.path,
  nav: page.navOrder,
}));
const absolute = (path: string) => new URL(path, siteUrl).href;
const attribute = (html: string, tag: RegExp, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag.exec(html)?.[0] ?? '')?.[1];

describe.runIf(pages.length)('a page of the owner’s own, added as one file', () => {
  it.each(pages)('$file is built with the site’s layout: header, navigation, footer', async ({ path }) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<nav class="site-nav"/);
    expect(html).toMatch(/<main id="content"/);
    expect(html).toMatch(/<footer/);
  });

  it.each(pages)('$file has its Markdown twin, by its .md address and by Accept', async ({ path }) => {
    const twin = await get(`${path}.md`);
    expect(twin.status).toBe(200);
    expect(twin.headers.get('content-type')).toMatch(/^text\/markdown/);
    const negotiated = await get(path, { headers: { accept: 'text/markdown' } });
    expect(negotiated.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(await negotiated.text()).toBe(await twin.text());
  });

  it.each(pages)('$file is in the sitemap and in its language’s llms.txt, and has its Open Graph image', async ({ path }) => {
    expect(await (await get('/sitemap.xml')).text()).toContain(`<loc>${absolute(path)}</loc>`);
    const html = await (await get(path)).text();
    const llmsTxt = attribute(html, /<link rel="alternate" type="text\/plain"[^>]*>/, 'href')!;
    expect(await (await get(new URL(llmsTxt).pathname)).text()).toContain(`(${absolute(`${path}.md`)})`);
    const image = await get(`/og${path}.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it.each(pages)('$file is in its language’s navigation only when its front matter asks (nav)', async ({ path, language, nav }) => {
    const home = language === owner.site.languages[0] ? '/' : `/${language.toLowerCase()}`;
    const navigation = /<nav class="site-nav"[\s\S]*?<\/nav>/.exec(await (await get(home)).text())?.[0] ?? '';
    expect(navigation.includes(`href="${path}"`)).toBe(nav !== undefined);
  });

  it.each(pages)('$file is found by MCP search in its language, and fetch gives its twin', async ({ path, twin, language }) => {
    const call = async (name: string, args: Record<string, string>) => {
      const response = await postMcp('tools/call', { name, arguments: args }, language);
      expect(response.status).toBe(200);
      return (await response.json()).result.structuredContent;
    };
    // Its address's last word, which only the page and its translations carry (their twins' canonical and alternates):
    // a title may share every word with others (hostile test texts do).
    const { results } = await call('search', { query: path.split('/').at(-1)! });
    expect(results.map((result: { id: string }) => result.id)).toContain(twin);
    const fetched = await call('fetch', { id: twin });
    expect(fetched.text).toBe(await (await get(twin)).text());
  });

  it.each(pages.filter((page) => page.path !== page.defaultPath && pages.some((other) => other.path === page.defaultPath)))(
    '$file translates the page at $defaultPath: each names the other (hreflang)',
    async ({ path, language, defaultPath }) => {
      const original = await (await get(defaultPath)).text();
      const translation = await (await get(path)).text();
      expect(original).toContain(`<link rel="alternate" hreflang="${language}" href="${absolute(path)}">`);
      expect(translation).toContain(`<link rel="alternate" hreflang="${owner.site.languages[0]}" href="${absolute(defaultPath)}">`);
    },
  );
});
