import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageLayout } from '../../src/lib/writeup/page-layout.ts';
import { inNavigationOrder, ownPagesFrom } from '../../src/lib/pages/own-pages.ts';
import { builtPage, builtPages, unlistedPages } from '../../src/integrations/built-pages.ts';

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

  const head = (lang: string, title: string, twin: string) =>
    `<!doctype html><html lang="${lang}"><head><title>${title}</title><meta name="description" content="D">` +
    `<link rel="alternate" type="text/markdown" href="https://site.test${twin}"></head><body></body></html>`;
  const listed = (path: string, title: string, twin: string, extra: Record<string, unknown> = {}) => ({
    path,
    nav: title,
    title,
    description: `About ${title}.`,
    twin,
    ...extra,
  });

  /**
   * Runs `check` on a built site in a folder of its own: a home page, /usos and a 404 page (no
   * twin), and `files` beside them (more pages, the index the build rendered).
   */
  async function inBuiltSite(files: Record<string, string>, check: (dir: URL) => Promise<void>): Promise<void> {
    const root = await mkdtemp(join(tmpdir(), 'built-pages-'));
    const site = {
      'index.html': head('es', 'Inicio', '/index.md'),
      'usos.html': head('es', 'Usos', '/usos.md'),
      '404.html': '<html lang="es"><head><title>404</title><meta name="robots" content="noindex"></head></html>',
      ...files,
    };
    try {
      for (const [file, text] of Object.entries(site)) {
        await mkdir(join(root, file, '..'), { recursive: true });
        await writeFile(join(root, file), text);
      }
      await check(pathToFileURL(`${root}/`));
    } finally {
      await rm(root, { recursive: true });
    }
  }

  it('reads the pages the index lists, in its order, each with its HTML and the list’s title, description and twin', async () => {
    const index = {
      pages: {
        es: [listed('/usos', 'Usos', '/usos.md'), listed('/', 'Inicio', '/index.md')],
        en: [listed('/en/usos', 'Uses', '/en/usos.md', { defaultPath: '/usos' })],
      },
    };
    await inBuiltSite({ 'en/usos.html': head('en', 'Uses', '/en/usos.md'), 'site.json': JSON.stringify(index) }, async (dir) => {
      const pages = await builtPages(dir);
      expect(pages.map(({ path, language, title, description, twin }) => ({ path, language, title, description, twin }))).toEqual([
        { path: '/usos', language: 'es', title: 'Usos', description: 'About Usos.', twin: '/usos.md' },
        { path: '/', language: 'es', title: 'Inicio', description: 'About Inicio.', twin: '/index.md' },
        { path: '/en/usos', language: 'en', title: 'Uses', description: 'About Uses.', twin: '/en/usos.md' },
      ]);
      expect(pages[0]!.html).toContain('<title>Usos</title>');
    });
  });

  it('names a built page with a twin that the list does not have (an .astro page that exports no front matter), and no page without a twin', async () => {
    await inBuiltSite({ 'charlas.html': head('es', 'Charlas', '/charlas.md') }, async (dir) => {
      expect(await unlistedPages(dir, ['/', '/usos'])).toEqual(['/charlas']);
      expect(await unlistedPages(dir, ['/', '/usos', '/charlas'])).toEqual([]);
    });
  });
});
