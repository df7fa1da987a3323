/** GitHub's public data -> a draft of the owner content. Pure: no I/O. */
import { slugify } from '../../../src/lib/owner/normalize.ts';
import { emptyDraft, type OwnerDraft, type ProjectDraft } from './draft.ts';
import type { GitHubData, GitHubOwnRepo, GitHubSocialAccount } from './github-data.ts';
import { networkName, socialProfile } from './social.ts';
import { cleanClipped, emailAddress, httpUrl, LIMITS, textList } from './text.ts';
import type { InitWords } from './words.ts';

/** How many repositories become projects. */
export const TOP_REPOS = 6;

const pushedTime = (repo: GitHubOwnRepo) => (repo.pushed_at ? Date.parse(repo.pushed_at) : 0);

/** The user's own work: no forks, nothing archived; most stars first, then the most recently pushed. */
export function rankRepos(repos: readonly GitHubOwnRepo[]): GitHubOwnRepo[] {
  return repos
    .filter((repo) => !repo.fork && !repo.archived)
    .toSorted((a, b) => b.stargazers_count - a.stargazers_count || pushedTime(b) - pushedTime(a));
}

/** The languages of the ranked repositories, the most common first (ties keep the ranking's order). */
export function repoLanguages(ranked: readonly GitHubOwnRepo[]): string[] {
  const counts = new Map<string, number>();
  for (const repo of ranked) if (repo.language) counts.set(repo.language, (counts.get(repo.language) ?? 0) + 1);
  return [...counts.entries()].toSorted((a, b) => b[1] - a[1]).map(([language]) => language);
}

function projectFromRepo(repo: GitHubOwnRepo, words: InitWords): ProjectDraft {
  const name = cleanClipped(repo.name, LIMITS.projectName) ?? repo.full_name;
  const startDate = repo.created_at && /^\d{4}-\d{2}/.test(repo.created_at) ? repo.created_at.slice(0, 7) : undefined;
  return {
    name,
    slug: slugify(name),
    summary: cleanClipped(repo.description, LIMITS.projectSummary),
    placeholderSummary: words.projectSummary(repo.language ?? undefined),
    tags: textList(repo.topics, LIMITS.tag, LIMITS.tags),
    repoUrl: httpUrl(repo.html_url),
    demoUrl: httpUrl(repo.homepage),
    startDate,
  };
}

function profilesFrom(data: GitHubData) {
  const gitHub = socialProfile('GitHub', data.profile.html_url, data.profile.login);
  const others = data.socialAccounts.map((account: GitHubSocialAccount) =>
    httpUrl(account.url) ? socialProfile(networkName(account.provider, account.url), account.url) : undefined,
  );
  return [gitHub, ...others].filter((profile) => profile !== undefined);
}

export function draftFromGitHub(data: GitHubData, words: InitWords): OwnerDraft {
  const { profile } = data;
  const ranked = rankRepos(data.repos);
  return {
    ...emptyDraft(),
    name: cleanClipped(profile.name, LIMITS.name) ?? profile.login,
    location: cleanClipped(profile.location, LIMITS.location),
    bio: cleanClipped(profile.bio, LIMITS.bio),
    image: httpUrl(profile.avatar_url),
    website: httpUrl(profile.blog),
    email: emailAddress(profile.email),
    skills: textList(repoLanguages(ranked), LIMITS.skill, LIMITS.skills),
    profiles: profilesFrom(data),
    projects: ranked.slice(0, TOP_REPOS).map((repo) => projectFromRepo(repo, words)),
  };
}
