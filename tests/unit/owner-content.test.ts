import { describe, expect, it } from 'vitest';
import { ownerProblems } from '../support/owner-problems.ts';
import { type OwnerContentInput, OwnerContentSchema, parseOwnerContent } from '../../src/lib/owner/schema.ts';
import { developerResources } from '../../src/capabilities/developer-resources/resources.ts';
import { capabilities, capabilitiesOn, featureDefaults } from '../../src/capabilities/list.ts';
import { type Capability, wordsOf } from '../../src/capabilities/capability.ts';

const resourcesOf = (owner: Parameters<typeof capabilitiesOn>[0]) => developerResources(owner, capabilitiesOn(owner));
import { normalizedKey, slugify } from '../../src/lib/owner/normalize.ts';
import { exampleOwnerInput } from '../fixtures/owners/example.ts';
import { hostileOwnerInput } from '../fixtures/owners/hostile-es.ts';
import { fixtureOwners } from '../fixtures/owners/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: broken content is built by hand, on purpose outside the types.
type Loose = Record<string, any>;
const copy = (input: OwnerContentInput = exampleOwnerInput): Loose => structuredClone(input) as Loose;

const problems = ownerProblems;

describe.each([
  ['example', exampleOwnerInput],
  ['hostile', hostileOwnerInput],
] as const)('the %s fixture owner', (_, input) => {
  it('is valid content with every default filled in', () => {
    const owner = parseOwnerContent(input);
    expect(owner.projects.every((project) => /^[a-z0-9-]+$/.test(project.slug))).toBe(true);
    expect(owner.developerResources).toEqual(input.developerResources ?? []);
    expect(developerResources(owner, capabilitiesOn(owner)).length).toBeGreaterThan(owner.developerResources.length);
  });
});

describe('owner content validation', () => {
  it('names every wrong field in one clear error', () => {
    const broken = copy();
    broken.profile.githubUser = 'not a user!';
    broken.projects[0].demoUrl = 'ftp://nope';
    broken.contact.channels[0].url = 'someone@example.com';
    const lines = problems(broken);
    expect(lines).toContain('  - profile.githubUser: must be a valid GitHub username');
    expect(lines.some((line) => line.startsWith('  - projects.0.demoUrl: '))).toBe(true);
    expect(lines.some((line) => line.startsWith('  - contact.channels.0.url'))).toBe(true);
  });

  it('trims strings and refuses blank ones', () => {
    const padded = copy();
    padded.profile.name = '  Ada Lovelace \n';
    expect(parseOwnerContent(padded).profile.name).toBe('Ada Lovelace');
    const blank = copy();
    blank.profile.name = '   ';
    blank.projects[0].summary = '\t';
    expect(problems(blank)).toEqual(['  - profile.name: must not be blank', '  - projects.0.summary: must not be blank']);
  });

  it('limits lengths with a message that says the limit', () => {
    const long = copy();
    long.profile.bio = 'x'.repeat(5000);
    expect(problems(long)).toEqual(['  - profile.bio: must be at most 1000 characters (shorten it)']);
  });

  it('compares projects, skills and tags after normalising case, accents and spaces', () => {
    const twice = copy();
    twice.projects.push({ ...twice.projects[0], name: ` ${twice.projects[0].name.toUpperCase()} `, slug: 'another-slug' });
    twice.profile.skills.push(` ${twice.profile.skills[0].toLowerCase()}`);
    twice.projects[1].tags = ['Café', 'cafe'];
    const lines = problems(twice);
    expect(lines.some((line) => /^ {2}- projects\.\d+\.name: duplicate project name/.test(line))).toBe(true);
    expect(lines.some((line) => /^ {2}- profile\.skills\.\d+: duplicate skill/.test(line))).toBe(true);
    expect(lines.some((line) => line.startsWith('  - projects.1.tags.1: duplicate tag'))).toBe(true);
  });

  it('makes a slug from the name and refuses two projects at one address', () => {
    const content = copy();
    content.projects = [
      { name: 'Año Nuevo: API', summary: 'One.', tags: [] },
      { name: 'ano nuevo api!', summary: 'Two.', tags: [], slug: 'ano-nuevo-api' },
    ];
    expect(parseOwnerContent({ ...content, projects: content.projects.slice(0, 1) }).projects[0]!.slug).toBe('ano-nuevo-api');
    expect(problems(content).some((line) => line.includes('projects.1'))).toBe(true);
    const badSlug = copy();
    badSlug.projects[0].slug = 'Not A Slug';
    expect(problems(badSlug)).toEqual(['  - projects.0.slug: must be lowercase a–z letters (no accents), digits and single hyphens']);
  });

  it('validates what the owner wrote and derives nothing: the slug is made beside the schema, not by it', () => {
    const content = copy();
    content.projects = [{ name: 'Año Nuevo: API', summary: 'One.', tags: [] }];
    const written = OwnerContentSchema.parse(content);
    expect(written.projects[0]).not.toHaveProperty('slug');
    expect(written.developerResources).toEqual(content.developerResources ?? []);
    expect(parseOwnerContent(content).projects[0]!.slug).toBe('ano-nuevo-api');
  });

  it('takes a BCP 47 language with a shipped dictionary, in canonical form', () => {
    const regional = copy();
    regional.site.language = 'ES-ar';
    expect(parseOwnerContent(regional).site.language).toBe('es-AR');
    const invalid = copy();
    invalid.site.language = 'Spanish!';
    expect(problems(invalid)).toEqual(['  - site.language: must be a BCP 47 language tag such as "en" or "es-AR"']);
    const unshipped = copy();
    unshipped.site.language = 'tlh';
    expect(problems(unshipped)[0]).toMatch(/^ {2}- site\.language: has no interface dictionary: use one of en, es/);
  });

  it('accepts only http(s) and mailto URLs', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.test', '//x.test', 'relative']) {
      const content = copy();
      content.profile.profiles[0].url = url;
      expect(problems(content), url).toEqual([`  - profile.profiles.0.url: must be an absolute http(s) URL`]);
    }
    const mailto = copy();
    mailto.contact.channels[0].url = 'mailto:someone@example.com';
    expect(problems(mailto)).toEqual([]);
  });

  it('refuses days that are not in the calendar, and site paths that leave the site', () => {
    const content = copy();
    content.work[0].startDate = '2021-02-31';
    content.certificates = [{ name: 'Leap day', date: '2024-02-29' }];
    content.developerResources = [
      { title: 'A', url: '//evil.example/x', description: 'd', mediaType: 'text/html' },
      { title: 'B', url: '/\\evil.example', description: 'd', mediaType: 'text/html' },
      { title: 'C', url: '/ok/path.json', description: 'd', mediaType: 'application/json' },
    ];
    const lines = problems(content);
    expect(lines).toContain('  - work.0.startDate: is not a day of the calendar');
    expect(lines.some((line) => line.startsWith('  - developerResources.0.url'))).toBe(true);
    expect(lines.some((line) => line.startsWith('  - developerResources.1.url'))).toBe(true);
    expect(lines.some((line) => /certificates|developerResources\.2/.test(line))).toBe(false);
  });

  it('validates résumé dates as YYYY, YYYY-MM or YYYY-MM-DD', () => {
    const content = copy();
    content.work[0].startDate = '2021-13';
    content.education[0].endDate = 'last year';
    expect(problems(content)).toEqual([
      '  - work.0.startDate: must be YYYY, YYYY-MM or YYYY-MM-DD',
      '  - education.0.endDate: must be YYYY, YYYY-MM or YYYY-MM-DD',
    ]);
  });

  it('rejects a preferred channel that does not exist', () => {
    const content = copy();
    content.contact.preferred = 'mastodon';
    expect(problems(content)).toEqual(['  - contact.preferred: no channel of kind "mastodon"']);
  });

  it('switches features off and leaves their built-in resources out', () => {
    const content = copy();
    const switches = Object.keys(featureDefaults());
    content.site.features = Object.fromEntries(switches.map((name) => [name, false]));
    const urls = resourcesOf(parseOwnerContent(content)).map((resource) => resource.url);
    const ownOf = (capability: Capability) =>
      (capability.developerResources?.(wordsOf(capability, content.site.language ?? 'en')) ?? []).map((resource) => resource.url);
    // The site's own documents, and the resources of every capability no switch turns off, stay.
    expect(urls).toContain('/openapi.json');
    const unswitched = (capabilities as readonly Capability[]).filter(({ name }) => !switches.includes(name));
    expect(urls).toEqual(expect.arrayContaining(unswitched.flatMap(ownOf)));
    // Each switched capability's own resources (its APIs), there only while it is on.
    for (const capability of (capabilities as readonly Capability[]).filter(({ name }) => switches.includes(name))) {
      const own = ownOf(capability);
      for (const url of own) expect(urls, capability.name).not.toContain(url);
      const on = copy();
      on.site.features = { ...content.site.features, [capability.name]: true };
      expect(resourcesOf(parseOwnerContent(on)).map((resource) => resource.url)).toEqual(expect.arrayContaining(own));
    }
  });

  it("lists the owner's own developer resources after the built-in ones; site paths and absolute URLs only", () => {
    const ok = copy();
    ok.developerResources = [{ title: 'X', url: 'https://other.test/x', description: 'd', mediaType: 'text/html' }];
    expect(parseOwnerContent(ok).developerResources).toEqual(ok.developerResources);
    expect(resourcesOf(parseOwnerContent(ok)).at(-1)!.url).toBe('https://other.test/x');
    const bad = copy();
    bad.developerResources = [{ title: 'X', url: 'relative/path', description: 'd', mediaType: 'text/html' }];
    expect(problems(bad).some((line) => line.startsWith('  - developerResources.0.url'))).toBe(true);
  });

  it('keeps hostile text as text: validation never rewrites what it accepts beyond trimming', () => {
    expect(fixtureOwners.hostile.profile.name).toBe(hostileOwnerInput.profile.name.trim());
    expect(fixtureOwners.hostile.profile.bio).toBe(hostileOwnerInput.profile.bio.trim());
  });
});

describe('normalising owner text', () => {
  it.each([
    ['  PGMigra ', 'pgmigra'],
    ['Café', 'cafe'],
    ['a \t\n b', 'a b'],
    ['ﬁle', 'file'],
  ])('normalizedKey(%j) is %j', (input, key) => expect(normalizedKey(input)).toBe(key));

  it.each([
    ['Año Nuevo: API!', 'ano-nuevo-api'],
    ['octocat.github.io', 'octocat-github-io'],
    ['---', 'project'],
    ['日本語', 'project'],
    ['x'.repeat(80), 'x'.repeat(60)],
  ])('slugify(%j) is %j', (name, slug) => expect(slugify(name)).toBe(slug));
});
