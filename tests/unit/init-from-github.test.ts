import { describe, expect, it } from 'vitest';
import { draftFromGitHub, rankRepos, repoLanguages, TOP_REPOS } from '../../scripts/lib/init/from-github.ts';
import { networkName, usernameFromUrl } from '../../scripts/lib/init/social.ts';
import { initWords } from '../../scripts/lib/init/words.ts';
import { supportedLanguages } from '../../src/lib/i18n/languages.ts';
import { normalizedKey } from '../../src/lib/owner/normalize.ts';
import { luciaGitHub } from '../support/init-sources.ts';

const data = luciaGitHub();
const repo = (name: string) => data.repos.find((r) => r.name === name)!;

describe('rankRepos', () => {
  const ranked = rankRepos(data.repos);

  it('skips forks and archived repositories', () => {
    expect(ranked.some((r) => r.fork || r.archived)).toBe(false);
    expect(ranked).toHaveLength(data.repos.filter((r) => !r.fork && !r.archived).length);
  });

  it('ranks by stars, then by the most recent push', () => {
    for (const [a, b] of ranked.slice(1).map((r, i) => [ranked[i]!, r] as const)) {
      expect(a.stargazers_count >= b.stargazers_count).toBe(true);
      if (a.stargazers_count === b.stargazers_count) expect(Date.parse(a.pushed_at!)).toBeGreaterThan(Date.parse(b.pushed_at!));
    }
    // The fixture has a tie on stars, so the second rule is exercised.
    expect(new Set(ranked.map((r) => r.stargazers_count)).size).toBeLessThan(ranked.length);
  });
});

describe('repoLanguages', () => {
  it('lists each language once, the most common first, only from the ranked (own, live) repositories', () => {
    const ranked = rankRepos(data.repos);
    const languages = repoLanguages(ranked);
    const count = (language: string) => ranked.filter((r) => r.language === language).length;
    expect(new Set(languages).size).toBe(languages.length);
    expect(languages.map(count)).toEqual(languages.map(count).toSorted((a, b) => b - a));
    for (const skipped of data.repos.filter((r) => r.fork || r.archived)) expect(languages).not.toContain(skipped.language);
  });
});

describe.each(supportedLanguages)('draftFromGitHub (%s)', (language) => {
  const words = initWords(language);
  const draft = draftFromGitHub(data, words);
  const project = (name: string) => draft.projects.find((p) => p.name === name);

  it('takes the top repositories as projects, in rank order', () => {
    expect(draft.projects.map((p) => p.name)).toEqual(
      rankRepos(data.repos)
        .slice(0, TOP_REPOS)
        .map((r) => r.name),
    );
  });

  it('keeps a homepage as the demo only when it is an http(s) URL', () => {
    for (const p of draft.projects) {
      const homepage = repo(p.name).homepage;
      expect(p.demoUrl).toBe(homepage && /^https?:\/\//.test(homepage) ? homepage : undefined);
    }
    expect(draft.projects.some((p) => repo(p.name).homepage && !/^https?:/.test(repo(p.name).homepage!))).toBe(true);
  });

  it('has a placeholder summary in the site language for a repository without description, and none otherwise', () => {
    const bare = rankRepos(data.repos).find((r) => r.description === null)!;
    expect(project(bare.name)?.summary).toBeUndefined();
    expect(project(bare.name)?.placeholderSummary).toBe(words.projectSummary(bare.language ?? undefined));
    const described = rankRepos(data.repos).find((r) => r.description)!;
    expect(project(described.name)?.summary).toBeTruthy();
  });

  it('clips a long description to 280 characters on a word boundary, with an ellipsis', () => {
    const long = draft.projects.find((p) => (repo(p.name).description?.length ?? 0) > 280)!;
    expect(long.summary!.length).toBeLessThanOrEqual(280);
    expect(long.summary!.endsWith('…')).toBe(true);
    expect(repo(long.name).description!.startsWith(long.summary!.slice(0, -1))).toBe(true);
  });

  it('turns topics into de-duplicated tags, the repository into repoUrl, and created_at into a month', () => {
    for (const p of draft.projects) {
      const source = repo(p.name);
      expect(p.tags.map(normalizedKey)).toEqual([...new Set(source.topics.map(normalizedKey))]);
      expect(p.tags.every((tag) => source.topics.includes(tag))).toBe(true);
      expect(p.repoUrl).toBe(source.html_url);
      expect(p.startDate).toBe(source.created_at!.slice(0, 7));
    }
  });

  it('maps the profile: name trimmed, http(s) blog as website, avatar as image, no email when none is public', () => {
    expect(draft.name).toBe(data.profile.name!.trim());
    expect(draft.website).toBe(data.profile.blog);
    expect(draft.image).toBe(data.profile.avatar_url);
    expect(draft.email).toBeUndefined();
    expect(draft.skills).toEqual(repoLanguages(rankRepos(data.repos)));
  });

  it('lists the GitHub profile first, then the social accounts with their networks named as people say them', () => {
    expect(draft.profiles[0]).toEqual({ network: 'GitHub', username: data.profile.login, url: data.profile.html_url });
    expect(draft.profiles.slice(1).map((p) => p.url)).toEqual(data.socialAccounts.map((a) => a.url));
    expect(draft.profiles.map((p) => p.network)).toEqual(expect.arrayContaining(['LinkedIn', 'Mastodon', 'Bluesky', 'X']));
  });
});

describe('social profiles', () => {
  it.each([
    ['twitter', 'https://twitter.com/ana', 'X', 'ana'],
    ['linkedin', 'https://www.linkedin.com/in/ana-gomez/', 'LinkedIn', 'ana-gomez'],
    ['mastodon', 'https://mastodon.social/@ana', 'Mastodon', '@ana@mastodon.social'],
    ['bluesky', 'https://bsky.app/profile/ana.example.com', 'Bluesky', 'ana.example.com'],
    ['generic', 'https://www.dev.example/ana', 'dev.example', 'ana'],
  ])('%s %s -> %s, %s', (provider, url, network, username) => {
    expect(networkName(provider, url)).toBe(network);
    expect(usernameFromUrl(network, url)).toBe(username);
  });
});
