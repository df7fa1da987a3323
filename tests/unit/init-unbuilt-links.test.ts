import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unbuiltLinks } from '../../scripts/lib/init/unbuilt-links.ts';
import { editionsOf } from '../../src/data/edition.ts';
import type { Capability } from '../../src/capabilities/capability.ts';
import { capabilities, capabilitiesOn, featureDefaults } from '../../src/capabilities/list.ts';
import { examplePages } from '../support/example-pages.ts';
import type { OwnerContent } from '../../src/lib/owner/schema.ts';
import { fixtureOwners } from '../fixtures/owners/index.ts';

/** A project to write into: empty, or with the files a test gives it. */
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'init-unbuilt-links-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};

const site = (owner: OwnerContent) => new URL(owner.site.url).origin;
/** The owner with links to its own site at `paths`, in a field of their own: init reads every field, as the build does. */
const linking = (owner: OwnerContent, paths: readonly string[], elsewhere: readonly string[] = []): OwnerContent =>
  ({ ...owner, links: [...paths.map((path) => `${site(owner)}${path}`), ...elsewhere] }) as OwnerContent;
const named = (owner: OwnerContent) => unbuiltLinks(owner, root).map((link) => link.path);

/** The owner in a further language: the first the site has words for that it is not written in. */
const inTwoLanguages = (owner: OwnerContent): OwnerContent => {
  const further = ['en', 'es'].find((tag) => tag !== owner.site.language)!;
  return { ...owner, site: { ...owner.site, languages: [owner.site.language, further] }, translations: { [further]: {} } };
};
const withFeatures = (owner: OwnerContent, features: OwnerContent['site']['features']): OwnerContent => ({
  ...owner,
  site: { ...owner.site, features: { ...owner.site.features, ...features } },
});

describe.each(Object.entries(fixtureOwners))('unbuiltLinks, for the %s owner', (_, fixture) => {
  const owner = inTwoLanguages(fixture);
  const editions = editionsOf({ owner, capabilityContent: {}, translatedWriteups: {} });

  it('names a link to a page the template does not build, in any language, with its field; none to a page it builds, nor to another site', () => {
    // The pages every site has, a page per project, and the pages of the capabilities this owner has on.
    const defaultPaths = [
      ...examplePages(owner).map((page) => page.path),
      ...capabilitiesOn(owner).flatMap((capability) => capability.pagePaths ?? []),
    ];
    const built = editions.flatMap((edition) => [...new Set(defaultPaths)].map(edition.path));
    const missing = editions.flatMap((edition) => [edition.path('/no-such-page'), edition.path('/projects/no-such-project')]);
    const linked = linking(owner, [...built, ...missing], ['https://else.example/no-such-page']);
    expect(named(linked)).toEqual(missing);
    expect(unbuiltLinks(linked, root)[0]).toMatchObject({ field: `links[${built.length}]`, url: `${site(owner)}${missing[0]}` });
  });

  it("names a capability's page while it is off, not while it is on", () => {
    // The pages of the capabilities a switch turns on.
    const all = (on: boolean) => Object.fromEntries(Object.keys(featureDefaults()).map((name) => [name, on]));
    const switched = (capabilities as readonly Capability[]).filter(
      (capability) => capability.feature && capability.isOn(withFeatures(owner, all(true))),
    );
    const paths = switched.flatMap((capability) => capability.pagePaths ?? []);
    expect(paths).toContain('/developers');
    const linked = linking(owner, paths);
    expect(named(withFeatures(linked, all(true)))).toEqual([]);
    expect(named(withFeatures(linked, all(false)))).toEqual(paths);
  });

  it('names none it cannot be sure of: a page of a route in every language built from files init does not read (a post, a tag), a file the build may write, a function’s path', () => {
    write('src/pages/[...lang]/notes/[slug].astro', '---\n---\n');
    write('src/pages/[...lang]/notes/tags/[tag].astro', '---\n---\n');
    const linked = linking(owner, [
      '/notes/a-note',
      `${editions[1]!.path('/notes/tags')}/a-tag`,
      '/cv.pdf',
      '/projects.md',
      '/og/index.png',
      '/mcp',
    ]);
    expect(named(linked)).toEqual([]);
  });

  it('counts the project’s own pages, public files and functions', () => {
    write('src/pages/charla.md', '---\ntitle: Charla\ndescription: Una charla.\n---\n');
    write('src/pages/talks/[slug].astro', '---\n---\n');
    write('public/slides/index.html', '<p>slides</p>');
    write('netlify/functions/talks.mts', "export const config = { path: ['/api/talks', '/feeds/*'] };\n");
    const linked = linking(owner, ['/charla', '/talks/first', '/slides', '/api/talks', '/feeds/latest', '/talks']);
    expect(named(linked)).toEqual(['/talks']);
  });

  it('names none when a function’s paths cannot be read (init cannot tell what it answers)', () => {
    write('netlify/functions/odd.mts', "const PATHS = ['/odd'];\nexport const config = { path: PATHS };\n");
    expect(named(linking(owner, ['/no-such-page']))).toEqual([]);
  });
});
