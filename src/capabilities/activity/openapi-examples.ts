import { errorExamples, message } from '../../lib/discovery/openapi-examples.ts';
import type { UpstreamCode } from '../../lib/http/upstream.ts';
import type { OwnerContent } from '../../lib/owner/schema.ts';
import type { CodehostActivity } from './core/schema.ts';

const EXAMPLE_DAY = '2026-11-20T14:03:11.000Z';

/** A plausible GET /api/codehost answer for this owner: their own projects as the repositories, their user in every URL. */
export function codehostExample(owner: OwnerContent): CodehostActivity {
  const user = owner.profile.githubUser;
  const repos = owner.projects.filter((project) => project.repoUrl);
  const repoName = (index: number) => repos[index]?.repoUrl?.split('/').filter(Boolean).at(-1) ?? 'portfolio';
  const sha = '7fd1a60b01f91b314f59955a4e4d4e80d8edf11d';
  return {
    publicRepos: Math.max(repos.length, 1),
    languages: owner.profile.skills.slice(0, 2).map((name, index, all) => ({ name, pct: all.length === 1 ? 100 : index === 0 ? 60 : 40 })),
    recentPushes: [
      {
        repo: `${user}/${repoName(0)}`,
        branch: 'main',
        sha: sha.slice(0, 7),
        at: EXAMPLE_DAY,
        url: `https://github.com/${user}/${repoName(0)}/commit/${sha}`,
      },
    ],
    featured: owner.projects
      .filter((project) => project.featured && (project.demoUrl || project.repoUrl))
      .slice(0, 3)
      .map((project) => ({
        name: project.name,
        description: project.summary,
        demoUrl: project.demoUrl ?? null,
        repoUrl: project.repoUrl ?? null,
        language: project.tags[0] ?? null,
        stars: 12,
        pushedAt: EXAMPLE_DAY,
      })),
    since: '2015-03-01T00:00:00.000Z',
    fetchedAt: '2026-11-22T12:00:00.000Z',
  };
}

/** The upstream codes (the same for every upstream), worded as GitHub's failures are. */
function upstreamExamples(provider: string, rateLimited: string, after: string) {
  const example = (code: UpstreamCode, text: string) => [code, message(code, `${text} ${after}`)] as const;
  return Object.fromEntries([
    example('upstream_unreachable', `${provider} could not be reached.`),
    example('upstream_timeout', `${provider} did not answer in time.`),
    example('upstream_error', `${provider} answered with a server error.`),
    example('upstream_rate_limited', rateLimited),
    example('upstream_malformed', `${provider} sent data that could not be read.`),
    example('upstream_rejected', `${provider} refused the request.`),
  ]);
}

/** The codehost errors, GitHub's failures worded as such and the unknown user named as this owner's. */
export function codehostErrorExamples(owner: OwnerContent): Record<string, ReturnType<typeof message>> {
  const user = owner.profile.githubUser;
  return {
    ...errorExamples,
    ...upstreamExamples('GitHub', "GitHub's rate limit is reached; try again in 120 s.", 'No cached activity is available yet.'),
    unknown_user: message('unknown_user', `GitHub has no user "${user}". Check CODEHOST_USER or githubUser in the owner content.`),
  };
}
