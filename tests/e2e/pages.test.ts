import { describe, expect, it } from 'vitest';
import { editions, pages } from '../support/built-editions.ts';
import { scriptFilesAllowed } from '../support/script-pages.ts';
import { twinFrontMatter } from '../support/twin-front-matter.ts';
import { owner } from '../../src/data/owner.ts';
import { siteUrl } from '../../src/data/site.ts';
import { locale, t } from '../../src/data/ui.ts';
import { get } from '../support/http.ts';
import { siteApis } from '../support/site-apis.ts';
import { renderBlocking, runnableScripts } from '../support/html-scripts.ts';
import { NOT_FOUND_PATH } from '../../scripts/lib/budgets.ts';
import type { Capability } from '../../src/capabilities/capability.ts';
import { capabilities } from '../../src/capabilities/list.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
import { themeScripts } from '../../src/client/theme/inline.ts';

import { WEBMCP_LOADER } from '../../src/client/webmcp/loader.ts';
import { SEARCH_SHORTCUT } from '../../src/client/search/shortcut.ts';

const THEME_SCRIPTS = themeScripts(owner.site.languages.length > 1);

// The home page refreshes its activity snapshot; a capability's page may be interactive. A page
// with comments too while they are on: their loader (tests/e2e/writing/comments.test.ts); a page
// whose text has code blocks: their copy buttons'.

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
/** Text as Astro writes it into an element. */
/** Text as Astro escapes it (& < > ' "). */
const asHtmlText = (text: string) =>
  text.replace(/[&<>'"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' })[character]!);

// On a slow machine Chromium paints a partly parsed page, and the footer (at the bottom of a short
// page) then grows upward as its links arrive: a layout shift. Every page waits for its last element.
it.each([...pages.map((page) => page.path), NOT_FOUND_PATH])(
  '%s paints its first frame only once the whole body is parsed',
  async (path) => {
    const { expected, afterTarget } = renderBlocking(await (await get(path)).text());
    expect(expected, 'a <link rel="expect" blocking="render"> in <head>').toBeTruthy();
    expect(afterTarget, 'its target is in <body>, followed by nothing but scripts').toEqual(afterTarget?.map(() => 'script'));
    expect(afterTarget).toBeDefined();
  },
);

describe.each(pages)('page $path', (page) => {
  it('is served as HTML with its title, description, canonical URL, Open Graph tags and Markdown alternate', async () => {
    const response = await get(page.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
    const html = await response.text();
    const canonical = new URL(page.path, siteUrl).href;
    expect(html).toContain(`<title>${asHtmlText(page.title)}</title>`);
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBeTruthy();
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(canonical);
    expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(canonical);
    expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBeTruthy();
    expect(attr(html, /<link rel="alternate" type="text\/markdown" href="([^"]*)"/)).toBe(new URL(page.twin, siteUrl).href);
    expect(html).toMatch(/<main id="content"/);
    // JSON-LD and the scripts' words (application/json) are data, not JavaScript.
    const scripts = runnableScripts(html);
    const theme = scripts.filter(({ code }) => THEME_SCRIPTS.includes(code));
    expect(theme.length, "the theme: one script in <head>, one after the header's navigation").toBe(2);
    expect(THEME_SCRIPTS.join('').length, 'the theme script, inline, at most 1 KB').toBeLessThanOrEqual(1024);
    // WebMCP's loader: inline, and it fetches its script only in a browser with the API (tests/e2e/webmcp-browser.test.ts).
    const loader = scripts.filter(({ code }) => code === WEBMCP_LOADER);
    expect(loader.length, 'the WebMCP loader, once').toBe(1);
    expect(WEBMCP_LOADER.length, 'the WebMCP loader, at most 100 bytes').toBeLessThanOrEqual(100);
    // The search shortcut: inline, on every page (tests/e2e/search-browser.test.ts).
    const shortcut = scripts.filter(({ code }) => code === SEARCH_SHORTCUT);
    expect(shortcut.length, 'the search shortcut, once').toBe(1);
    // At most one where the budgets allow one (a capability's page says whether it has it), none elsewhere.
    expect(
      scripts.length - theme.length - loader.length - shortcut.length,
      'other client JavaScript only where interaction needs it',
    ).toBeLessThanOrEqual(scriptFilesAllowed(page.path));
  });

  it('has a Markdown twin without navigation chrome', async () => {
    const response = await get(page.twin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
    const markdown = await response.text();
    // Front matter, then the H1, then the one-line pointer to llms.txt.
    const { data, text, keys, body } = twinFrontMatter(markdown)!;
    expect(keys.slice(0, 4)).toEqual(['title', 'description', 'canonical', 'last_modified']);
    expect(data).toMatchObject({ title: page.title, description: page.description, canonical: new URL(page.path, siteUrl).href });
    expect(data.last_modified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // A reader that does not know front matter shows it as text: no owner text may be HTML there.
    expect(text).not.toMatch(/[<>]/);
    // A site in several languages says the twin's language and its translations after these (tests/e2e/languages.test.ts).
    if (editions.length === 1) expect(keys).toHaveLength(4);
    expect(body).toMatch(/^# \S.*\n\n> /);
    expect(body).toContain(`\n\n> ${t.layout.agentNote(new URL('/llms.txt', siteUrl).href)}\n`);
    // No HTML comments or tags left over in the body (an escaped \< is text).
    // Code spans may show markup as text (`src/content/projects/<slug>.md`); outside them, none is left.
    const prose = body.replace(/(`+)[^`][\s\S]*?\1/g, '');
    expect(prose).not.toMatch(/(?<!\\)<!--|(?<!\\)<\/?[a-z][a-z0-9-]*[\s>]/i);
    expect(markdown).not.toContain(t.layout.skipLink);
    expect(markdown).not.toMatch(/\]\(\/(?!\/)/); // no relative links
  });
});

describe("every page in the owner's language", () => {
  it.each([...pages.map((page) => page.path), '/404'])('%s has <html lang> set to the owner language', async (path) => {
    const html = await (await get(path)).text();
    expect(attr(html, /<html\b[^>]*\blang="([^"]*)"/)).toBe(owner.site.language);
    expect(locale).toBe(owner.site.language);
    expect(html).toContain(`<a class="skip-link" href="#content">${t.layout.skipLink}</a>`);
  });
});

describe('one canonical URL per page', () => {
  it('never links a page with a trailing slash or .html', async () => {
    for (const page of pages) {
      const html = await (await get(page.path)).text();
      expect(html).not.toMatch(/href="\/[^"]+\/"/);
      expect(html).not.toMatch(/href="\/[^"]*\.html"/);
    }
  });
});

describe('404', () => {
  it('answers an unknown path with the 404 page and status', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<h1>${t.notFoundPage.title}</h1>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('answers an unknown page asking for Markdown with 404 too', async () => {
    const response = await get('/no-such-page', { headers: { accept: 'text/markdown' } });
    expect(response.status).toBe(404);
  });
});

describe("the owner's content", () => {
  it('shows the profile, skills and featured projects on the home page', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain(
      `<h1 id="profile-heading"><a class="p-name u-url u-uid" href="${new URL('/', siteUrl).href}">${asHtmlText(owner.profile.name)}</a></h1>`,
    );
    expect(html).toContain(`<h2 id="skills-heading">${t.homePage.skills}</h2>`);
    const anyFeatured = owner.projects.some((p) => p.featured);
    expect(html.includes(`<h2 id="featured-heading">${t.homePage.featured}</h2>`)).toBe(anyFeatured);
    for (const project of owner.projects.filter((p) => p.featured)) expect(html).toContain(asHtmlText(project.name));
    expect(html.includes(`aria-label="${t.layout.exampleNoticeLabel}"`)).toBe(owner.example);
  });

  it('marks the featured projects, and only those, on /projects', async () => {
    const html = await (await get('/projects')).text();
    const cards = html.split('<li class="card">').slice(1);
    expect(cards).toHaveLength(owner.projects.length);
    const marked = cards.filter((card) => card.includes(`<p class="badge">${asHtmlText(t.projectCard.featured)}</p>`));
    expect(marked).toHaveLength(owner.projects.filter((project) => project.featured).length);
  });

  it('marks the owner up as an h-card (microformats2): name, home URL, headline, location, note, rel="me" profiles', async () => {
    const html = await (await get('/')).text();
    const card = /<section class="h-card"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    for (const [property, value] of [
      ['p-job-title', owner.profile.headline],
      ['p-locality', owner.profile.location],
      ['p-note', owner.profile.bio],
    ]) {
      expect(card, property).toMatch(new RegExp(`class="[^"]*\\b${property}\\b[^"]*">${escapeRegExp(asHtmlText(value!))}<`));
    }
    for (const profile of owner.profile.profiles) expect(card).toContain(`<a class="u-url" href="${asHtmlText(profile.url)}" rel="me">`);
  });

  it.runIf(owner.site.features.developers)('documents every endpoint with curl examples on /developers', async () => {
    const html = await (await get('/developers')).text();
    for (const endpoint of [
      // The APIs of the capabilities the owner has on (/api/codehost among them).
      ...siteApis(owner).map((api) => api.path),
      '/mcp',
      '/openapi.json',
      '/llms.txt',
      '/.well-known/mcp/server-card.json',
      '/sitemap.xml',
    ]) {
      expect(html).toContain(endpoint);
    }
    expect(html.match(/<code class="language-sh">curl/g)?.length).toBeGreaterThanOrEqual(4);
  });
});

describe("the capabilities' fixed pages (pagePaths, what npm run init knows of them without building)", () => {
  const listed = new Set(editions.flatMap((edition) => edition.pages.map((page) => page.path)));
  it.each(
    (capabilities as readonly Capability[]).flatMap((capability) =>
      (capability.pagePaths ?? []).map((path) => [path, capability] as const),
    ),
  )('%s is listed in every language while its capability is on, in none while it is off', (path, capability) => {
    for (const edition of editions) expect(listed.has(edition.path(path)), edition.path(path)).toBe(capability.isOn(owner));
  });
});
