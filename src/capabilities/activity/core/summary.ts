import { byCodePoint } from '../../../lib/by-code-point.ts';
import type { Project } from '../../../lib/owner/schema.ts';
import type { GitHubEvent, GitHubRepo, GitHubUser } from './github-types.ts';
import type { CodehostActivity, FeaturedDemo, LanguageShare, RecentPush } from './schema.ts';

const MAX_PUSHES = 10;
const MAX_FEATURED = 6;

/**
 * Integer percentages that sum to exactly 100 (largest-remainder method). Ties in the
 * remainder go to the larger count, then to the name that sorts first.
 */
export function largestRemainderPercentages(counts: Map<string, number>): LanguageShare[] {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return [];
  const rows = [...counts].map(([name, count]) => {
    const exact = (count * 100) / total;
    return { name, count, pct: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let missing = 100 - rows.reduce((sum, row) => sum + row.pct, 0);
  const byRemainder = [...rows].sort((a, b) => b.remainder - a.remainder || b.count - a.count || byCodePoint(a.name, b.name));
  for (const row of byRemainder) {
    if (missing <= 0) break;
    row.pct += 1;
    missing -= 1;
  }
  return rows.sort((a, b) => b.pct - a.pct || byCodePoint(a.name, b.name)).map(({ name, pct }) => ({ name, pct }));
}

/** Share of the user's own, non-fork, non-archived repositories by primary language. */
export function languageMix(repos: GitHubRepo[]): LanguageShare[] {
  const counts = new Map<string, number>();
  for (const repo of repos) {
    if (repo.fork || repo.archived || !repo.language) continue;
    counts.set(repo.language, (counts.get(repo.language) ?? 0) + 1);
  }
  return largestRemainderPercentages(counts);
}

const toIso = (value: string) => new Date(value).toISOString();

/**
 * The latest pushes, newest first. Reads only `ref` and `head`: since 2025 GitHub no
 * longer sends commit lists in PushEvent payloads.
 */
export function recentPushes(events: GitHubEvent[], webUrl: string, limit = MAX_PUSHES): RecentPush[] {
  const pushes: RecentPush[] = [];
  for (const event of events) {
    if (event.type !== 'PushEvent' || !event.created_at) continue;
    const { ref, head } = event.payload as { ref?: unknown; head?: unknown };
    if (typeof ref !== 'string' || typeof head !== 'string' || !/^[0-9a-f]{7,64}$/i.test(head)) continue;
    if (Number.isNaN(Date.parse(event.created_at))) continue;
    pushes.push({
      repo: event.repo.name,
      branch: ref.replace(/^refs\/heads\//, ''),
      sha: head.slice(0, 7).toLowerCase(),
      at: toIso(event.created_at),
      url: new URL(`/${event.repo.name}/commit/${head.toLowerCase()}`, webUrl).href,
    });
  }
  return pushes.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);
}

const httpUrl = (value: string | null | undefined) => {
  if (!value) return null;
  try {
    const url = new URL(value.includes('://') ? value : `https://${value}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

const repoKey = (value: string) =>
  value
    .toLowerCase()
    .replace(/\/+$/, '')
    .replace(/\.git$/, '');

function findRepo(project: Project, repos: GitHubRepo[]): GitHubRepo | undefined {
  const byUrl = project.repoUrl && repos.find((repo) => repoKey(repo.html_url) === repoKey(project.repoUrl!));
  return byUrl || repos.find((repo) => repo.name.toLowerCase() === project.name.toLowerCase());
}

/**
 * Live demos: the owner's featured projects first (in owner-content order), then the
 * user's own (non-fork, non-archived) repositories that publish a homepage, most
 * recently pushed first.
 */
export function featuredDemos(projects: Project[], repos: GitHubRepo[], limit = MAX_FEATURED): FeaturedDemo[] {
  const used = new Set<GitHubRepo>();
  const featured: FeaturedDemo[] = [];
  for (const project of projects.filter((candidate) => candidate.featured)) {
    const repo = findRepo(project, repos);
    if (repo) used.add(repo);
    featured.push({
      name: project.name,
      description: project.summary,
      demoUrl: project.demoUrl ?? httpUrl(repo?.homepage),
      repoUrl: project.repoUrl ?? repo?.html_url ?? null,
      language: repo?.language ?? null,
      stars: repo?.stargazers_count ?? null,
      pushedAt: repo?.pushed_at ? toIso(repo.pushed_at) : null,
    });
  }
  const withHomepage = repos
    .filter((repo) => !used.has(repo) && !repo.fork && !repo.archived && httpUrl(repo.homepage))
    .sort((a, b) => Date.parse(b.pushed_at ?? '0') - Date.parse(a.pushed_at ?? '0'));
  for (const repo of withHomepage) {
    featured.push({
      name: repo.name,
      description: repo.description,
      demoUrl: httpUrl(repo.homepage),
      repoUrl: repo.html_url,
      language: repo.language,
      stars: repo.stargazers_count,
      pushedAt: repo.pushed_at ? toIso(repo.pushed_at) : null,
    });
  }
  return featured.slice(0, limit);
}

export interface ActivityInput {
  user: GitHubUser;
  repos: GitHubRepo[];
  events: GitHubEvent[];
  projects: Project[];
  fetchedAt: Date;
  webUrl: string;
}

export function summarizeActivity({ user, repos, events, projects, fetchedAt, webUrl }: ActivityInput): CodehostActivity {
  return {
    publicRepos: user.public_repos,
    languages: languageMix(repos),
    recentPushes: recentPushes(events, webUrl),
    featured: featuredDemos(projects, repos),
    since: toIso(user.created_at),
    fetchedAt: fetchedAt.toISOString(),
  };
}
