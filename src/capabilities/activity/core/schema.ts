import * as z from '../../../lib/schema/z.ts';

/** The public contract of GET /api/codehost. The OpenAPI description is generated from these schemas. */

const isoDateTime = () => z.iso.datetime({ offset: true });
const count = () => z.int().check(z.gte(0));

const LanguageShareSchema = z.object({
  name: z.describe(z.string(), 'Primary language as GitHub reports it'),
  pct: z.describe(z.int().check(z.gte(0), z.lte(100)), 'Integer share of repositories; all shares sum to exactly 100'),
});

const RecentPushSchema = z.object({
  repo: z.describe(z.string(), 'owner/name'),
  branch: z.string(),
  sha: z.describe(z.string().check(z.regex(/^[0-9a-f]{7}$/)), 'Head commit, abbreviated to 7 characters'),
  at: isoDateTime(),
  url: z.describe(z.url(), 'The head commit on the web'),
});

const FeaturedDemoSchema = z.object({
  name: z.string(),
  description: z.nullable(z.string()),
  demoUrl: z.describe(z.nullable(z.url()), 'Live demo; null for a featured project without one'),
  repoUrl: z.nullable(z.url()),
  language: z.nullable(z.string()),
  stars: z.describe(z.nullable(count()), 'null when the project has no public repository of the user'),
  pushedAt: z.nullable(isoDateTime()),
});

export const CodehostActivitySchema = z.meta(
  z.object({
    publicRepos: z.describe(count(), "The user's number of public repositories, as GitHub counts them"),
    languages: z.describe(
      z.array(LanguageShareSchema),
      'Share of own, non-fork, non-archived public repositories by primary language, sorted by pct descending then name',
    ),
    recentPushes: z.describe(z.array(RecentPushSchema).check(z.maxLength(10)), 'Latest pushes, newest first'),
    featured: z.describe(
      z.array(FeaturedDemoSchema).check(z.maxLength(6)),
      'Featured projects from the owner content first, then repositories with a homepage, most recently pushed first',
    ),
    since: z.describe(isoDateTime(), 'When the account was created'),
    fetchedAt: z.describe(isoDateTime(), 'When this data was last taken from GitHub'),
  }),
  { id: 'CodehostActivity', title: 'Code-hosting activity' },
);

export type LanguageShare = z.infer<typeof LanguageShareSchema>;
export type RecentPush = z.infer<typeof RecentPushSchema>;
export type FeaturedDemo = z.infer<typeof FeaturedDemoSchema>;
export type CodehostActivity = z.infer<typeof CodehostActivitySchema>;
