import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftFromGitHub } from '../../scripts/lib/init/from-github.ts';
import { draftFromResume } from '../../scripts/lib/init/from-resume.ts';
import type { GitHubData, GitHubOwnRepo } from '../../scripts/lib/init/github-data.ts';
import { FEATURED, mergeDrafts, mergeProfiles, ownerInput, type SiteSettings } from '../../scripts/lib/init/merge.ts';
import { initWords } from '../../scripts/lib/init/words.ts';
import { normalizedKey } from '../../src/lib/owner/normalize.ts';
import { parseOwnerContent } from '../../src/lib/owner/schema.ts';
import { luciaGitHub, luciaResume } from '../support/init-sources.ts';

const site = (language: string): SiteSettings => ({
  url: 'https://site.example',
  language,
  features: { developers: true, optimizer: false, writing: true },
  contentSignals: { search: 'yes', 'ai-input': 'yes', 'ai-train': 'no' },
  developerResources: [],
  translations: {},
});

function build(data: GitHubData, withResume: boolean, language = 'es-AR') {
  const words = initWords(language);
  const resume = withResume ? draftFromResume(luciaResume(), language).draft : undefined;
  const draft = mergeDrafts(draftFromGitHub(data, words), resume);
  return ownerInput(draft, { login: data.profile.login, profileUrl: data.profile.html_url }, site(language), words);
}

describe('mergeDrafts (GitHub and a résumé)', () => {
  const github = draftFromGitHub(luciaGitHub(), initWords('es'));
  const resume = draftFromResume(luciaResume(), 'es').draft;
  const merged = mergeDrafts(github, resume);

  it('lets the résumé win where both have a value', () => {
    expect(github.name && resume.name && github.name !== resume.name).toBeTruthy();
    expect(merged.name).toBe(resume.name);
    expect(merged.bio).toBe(resume.bio);
    expect(merged.website).toBe(resume.website);
    expect(merged.image).toBe(resume.image);
  });

  it('joins skills, the résumé first, dropping those equal once normalised', () => {
    const keys = merged.skills.map(normalizedKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(merged.skills.slice(0, resume.skills.length)).toEqual(resume.skills);
    // Both name Go: it is there once.
    expect(keys.filter((key) => key === 'go')).toHaveLength(1);
    for (const skill of github.skills) expect(keys).toContain(normalizedKey(skill));
  });

  it('completes a résumé project with its repository instead of listing it twice', () => {
    const byUrl = resume.projects.find((p) => p.repoUrl && github.projects.some((r) => r.repoUrl === p.repoUrl && r.name !== p.name))!;
    const repo = github.projects.find((r) => r.repoUrl === byUrl.repoUrl)!;
    expect(merged.projects.filter((p) => p.repoUrl === byUrl.repoUrl)).toHaveLength(1);
    expect(merged.projects.map((p) => p.name)).not.toContain(repo.name);
    const same = merged.projects.find((p) => p.name === byUrl.name)!;
    expect(same.summary).toBe(byUrl.summary);
    expect(same.startDate).toBe(byUrl.startDate ?? repo.startDate);
  });

  it('lists the résumé projects first and features the first ones', () => {
    expect(merged.projects.slice(0, resume.projects.length).map((p) => p.name)).toEqual(resume.projects.map((p) => p.name));
    expect(merged.projects.map((p) => p.featured)).toEqual(merged.projects.map((_, i) => i < FEATURED));
    const slugs = merged.projects.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('keeps the résumé profile of a network GitHub also lists', () => {
    const profiles = mergeProfiles(
      [{ network: 'LinkedIn', url: 'https://linkedin.com/in/a/' }],
      [
        { network: 'LinkedIn', url: 'https://www.linkedin.com/in/a' },
        { network: 'Mastodon', url: 'https://m.example/@a' },
      ],
    );
    expect(profiles.map((p) => p.url)).toEqual(['https://linkedin.com/in/a/', 'https://m.example/@a']);
  });
});

describe('ownerInput', () => {
  it.each([
    [false, 'en'],
    [true, 'es-AR'],
  ])('makes valid owner content (résumé %s, %s)', (withResume, language) => {
    const { input } = build(luciaGitHub(), withResume, language);
    const content = parseOwnerContent(input, 'test');
    expect(content.example).toBe(false);
    expect(content.site.language).toBe(language);
  });

  it('prefers email when an address is known, else the GitHub profile', () => {
    const withEmail = parseOwnerContent(build(luciaGitHub(), true).input);
    expect(withEmail.contact.preferred).toBe('email');
    const without = parseOwnerContent(build(luciaGitHub(), false).input);
    expect(without.contact.preferred).toBe('github');
    expect(without.contact.channels.map((c) => c.kind)).toEqual(['github']);
  });

  it('fills what no source has with the site language placeholder, and lists it', () => {
    const { input, placeholders } = build(luciaGitHub(), false, 'es');
    expect(input.profile.headline).toBe(initWords('es').headline);
    expect(placeholders).toContain('profile.headline');
    // No source has an availability; a repository without a description gets its language's sentence.
    expect(input.contact.availability).toBe(initWords('es').availability);
    expect(placeholders).toContain('contact.availability');
    const bare = input.projects.filter((project) => !luciaGitHub().repos.find((repo) => repo.name === project.name)?.description);
    expect(bare.length).toBeGreaterThan(0);
    for (const project of bare) expect(placeholders).toContain(`projects.${project.slug}.summary`);
    const described = input.projects.length - bare.length;
    expect(described).toBeGreaterThan(0);
    expect(placeholders.filter((field) => field.startsWith('projects.'))).toHaveLength(bare.length);
    // The résumé has the rest: what is left to review is what neither source has.
    expect(build(luciaGitHub(), true).placeholders).toEqual([
      'contact.availability',
      ...build(luciaGitHub(), true)
        .input.projects.filter((project) => project.summary === undefined)
        .map((project) => `projects.${project.slug}.summary`),
    ]);
  });

  it('makes valid content from an empty profile without a repository', () => {
    const data: GitHubData = { profile: { login: 'x', html_url: 'https://github.com/x' }, socialAccounts: [], repos: [] };
    const { input, placeholders } = build(data, false, 'en');
    expect(() => parseOwnerContent(input)).not.toThrow();
    expect(placeholders).toEqual(['profile.headline', 'profile.location', 'profile.bio', 'profile.skills', 'contact.availability']);
  });

  it('makes valid content from any profile, however long, blank or repetitive its texts', () => {
    const text = fc.oneof(fc.string({ maxLength: 1500 }), fc.constant('   '), fc.constantFrom('Go', 'go', ' GO ', 'Café', 'cafe'));
    const repo = fc.record({
      name: fc.string({ minLength: 1, maxLength: 100 }),
      description: fc.option(text),
      language: fc.option(fc.constantFrom('Go', 'go', 'Rust', 'C#', 'x'.repeat(80))),
      homepage: fc.option(fc.constantFrom('', 'ftp://x', 'https://demo.example', 'example.com')),
      topics: fc.array(text, { maxLength: 40 }),
      stargazers_count: fc.nat(),
    });
    fc.assert(
      fc.property(text, text, text, fc.array(repo, { maxLength: 12 }), (name, bio, location, repos) => {
        const data: GitHubData = {
          profile: { login: 'a-b', html_url: 'https://github.com/a-b', name, bio, location, blog: 'lucia.example.com' },
          socialAccounts: [{ provider: 'generic', url: 'javascript:alert(1)' }],
          repos: repos.map(
            (r, i): GitHubOwnRepo => ({
              ...r,
              full_name: `a-b/${r.name}`,
              html_url: `https://github.com/a-b/r${i}`,
              fork: false,
              archived: false,
              pushed_at: null,
              created_at: null,
            }),
          ),
        };
        return parseOwnerContent(build(data, false, 'en').input).profile.githubUser === 'a-b';
      }),
      { numRuns: 150 },
    );
  });
});
