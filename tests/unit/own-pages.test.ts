import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageLayout } from '../../src/lib/markdown/page-layout.ts';
import { inNavigationOrder, ownPagesFrom } from '../../src/lib/pages/own-pages.ts';
import { builtPage, pagesByLanguage, unlistedPages } from '../../src/integrations/built-pages.ts';

const LANGUAGES = ['es', 'en', 'pt-BR'];
const page = (title: string, extra: Record<string, unknown> = {}) => ({ title, description: `About ${title}.`, ...extra });

describe('ownPagesFrom: the owner’s pages from their files’ front matter', () => {
  it('gives each its path, twin, language and the default-language page it translates', () => {
    const pages = ownPagesFrom(
      {
        '/src/pages/usos.md': page('Usos', { nav: 35 }),
        '/src/pages/en/usos.md': page('Uses', { nav: 35 }),
        '/src/pages/pt-br/usos.md': page('Usos (pt)'),
        '/src/pages/charlas/index.astro': page('Charlas'),
      },
      LANGUAGES,
    );
    expect(pages.map(({ path, twin, language, defaultPath, navOrder }) => ({ path, twin, language, defaultPath, navOrder }))).toEqual([
      { path: '/charlas', twin: '/charlas.md', language: 'es', defaultPath: undefined, navOrder: undefined },
      { path: '/en/usos', twin: '/en/usos.md', language: 'en', defaultPath: '/usos', navOrder: 35 },
      { path: '/pt-br/usos', twin: '/pt-br/usos.md', language: 'pt-BR', defaultPath: '/usos', navOrder: undefined },
      { path: '/usos', twin: '/usos.md', language: 'es', defaultPath: undefined, navOrder: 35 },
    ]);
    expect(pages.find((entry) => entry.path === '/usos')).toMatchObject({ file: 'src/pages/usos.md', title: 'Usos', nav: 'Usos' });
  });

  it('leaves out an .astro page that exports no front matter, and keeps Astro’s own keys (layout) out of the way', () => {
    const pages = ownPagesFrom({ '/src/pages/a.astro': undefined, '/src/pages/b.md': page('B', { layout: '/x.astro' }) }, LANGUAGES);
    expect(pages.map((entry) => entry.path)).toEqual(['/b']);
  });

  it('names the file and each wrong field of a front matter that is not a page’s', () => {
    const wrong = { '/src/pages/mal.md': { title: '', nav: 'first' } };
    expect(() => ownPagesFrom(wrong, LANGUAGES)).toThrow(
      /^src\/pages\/mal\.md: [\s\S]*title: must not be empty[\s\S]*description[\s\S]*nav/,
    );
  });

  it('refuses a translation of no page, naming its file', () => {
    expect(() => ownPagesFrom({ '/src/pages/en/solo.md': page('Alone') }, LANGUAGES)).toThrow(
      "src/pages/en/solo.md translates no page: the site's default language has none at /solo.",
    );
  });

  it('takes a folder that is no further language as part of the path, in the default language', () => {
    const [only] = ownPagesFrom({ '/src/pages/fr/notes.md': page('Notes') }, LANGUAGES);
    expect(only).toMatchObject({ path: '/fr/notes', language: 'es' });
  });
});

describe('inNavigationOrder', () => {
  it('orders by place, and keeps the order given for pages at the same place', () => {
    const at = (path: string, navOrder: number) => ({ path, nav: path, title: path, description: path, twin: `${path}.md`, navOrder });
    const ordered = inNavigationOrder([at('/contact', 30), at('/', 0), at('/b', 35), at('/a', 35), at('/developers', 40)]);
    expect(ordered.map((page) => page.path)).toEqual(['/', '/contact', '/b', '/a', '/developers']);
  });
});

describe('pageLayout: a Markdown page of src/pages/ gets the site’s layout', () => {
  const pagesDir = fileURLToPath(new URL('../../src/pages/', import.meta.url));
  const plugin = pageLayout({ pagesDir, layout: '/layouts/Page.astro' });
  const run = (file: string, frontmatter: Record<string, unknown>) => {
    const data = { astro: { frontmatter } };
    expect(plugin({ fileURL: pathToFileURL(file), data })).toBeNull();
    return data.astro.frontmatter.layout;
  };

  it('sets the layout of a page that names none', () => {
    expect(run(`${pagesDir}uses.md`, { title: 'Uses' })).toBe('/layouts/Page.astro');
    expect(run(`${pagesDir}en/uses.md`, { title: 'Uses' })).toBe('/layouts/Page.astro');
  });

  it('keeps a layout the page names, and leaves Markdown outside src/pages/ (posts, write-ups) alone', () => {
    expect(run(`${pagesDir}uses.md`, { layout: '/mine.astro' })).toBe('/mine.astro');
    expect(run(fileURLToPath(new URL('../../src/content/posts/x.md', import.meta.url)), {})).toBeUndefined();
  });

  it('does nothing to a file without a URL or without front matter', () => {
    expect(plugin({ fileURL: undefined, data: { astro: { frontmatter: {} } } })).toBeNull();
    expect(plugin({ fileURL: pathToFileURL(`${pagesDir}x.md`), data: {} })).toBeNull();
  });
});

describe('the built pages, read from their HTML', () => {
  const html = (head: string) => `<!doctype html><html lang="es"><head>${head}</head><body><main><p>x</p></main></body></html>`;
  const indexed = builtPage(
    '/usos',
    html(
      '<title>Usos &amp; más</title><meta name="description" content="Lo &quot;que&quot; uso">' +
        '<link rel="alternate" type="text/markdown" href="https://site.test/usos.md">' +
        '<link rel="alternate" hreflang="es" href="https://site.test/usos"><link rel="alternate" hreflang="en" href="https://site.test/en/usos">' +
        '<link rel="alternate" hreflang="x-default" href="https://site.test/usos">' +
        '<link rel="alternate" type="text/plain" href="https://site.test/llms.txt" title="llms.txt">',
    ),
  );

  it('says what each page’s head says of it: title, description, language, twin, translations, llms.txt', () => {
    expect(indexed).toMatchObject({
      path: '/usos',
      title: 'Usos & más',
      description: 'Lo "que" uso',
      language: 'es',
      twin: '/usos.md',
      alternates: [
        { language: 'es', path: '/usos' },
        { language: 'en', path: '/en/usos' },
      ],
      llmsTxt: '/llms.txt',
      noindex: false,
    });
    const notFound = builtPage('/404', html('<title>404</title><meta name="robots" content="noindex">'));
    expect(notFound.noindex).toBe(true);
    expect(notFound.twin).toBeUndefined();
  });

  it('names a page with a twin that the sitemap does not list (an .astro page that exports no front matter)', () => {
    const sitemap = '<urlset><url><loc>https://site.test/otra</loc></url></urlset>';
    expect(unlistedPages([indexed], sitemap, 'https://site.test')).toEqual(['/usos']);
    expect(unlistedPages([indexed], sitemap.replace('otra', 'usos'), 'https://site.test')).toEqual([]);
  });

  it('gives each language its pages with a twin, in the sitemap’s order, each translation with the page it translates', () => {
    const head = (lang: string, twin: string, alternates: string) =>
      `<!doctype html><html lang="${lang}"><head><title>T ${twin}</title><meta name="description" content="D">` +
      `<link rel="alternate" type="text/markdown" href="https://site.test${twin}">${alternates}</head><body></body></html>`;
    const both = (path: string) =>
      `<link rel="alternate" hreflang="es" href="https://site.test${path}"><link rel="alternate" hreflang="en" href="https://site.test/en${path === '/' ? '' : path}">`;
    const pages = [
      builtPage('/usos', head('es', '/usos.md', both('/usos'))),
      builtPage('/', head('es', '/index.md', both('/'))),
      builtPage('/en/usos', head('en', '/en/usos.md', both('/usos'))),
      builtPage('/404', '<html lang="es"><head><title>404</title><meta name="robots" content="noindex"></head></html>'),
    ];
    const sitemap = ['/', '/usos', '/en/usos'].map((path) => `<url><loc>https://site.test${path}</loc></url>`).join('');
    const index = pagesByLanguage(pages, `<urlset>${sitemap}</urlset>`);
    expect(Object.keys(index)).toEqual(['es', 'en']);
    expect(index.es!.map((page) => page.path)).toEqual(['/', '/usos']);
    expect(index.en).toEqual([
      { path: '/en/usos', nav: 'T /en/usos.md', title: 'T /en/usos.md', description: 'D', twin: '/en/usos.md', defaultPath: '/usos' },
    ]);
  });
});
