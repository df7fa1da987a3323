import { z } from 'zod';

/** The public contract of GET /api/codehost. The OpenAPI description is generated from these schemas. */

const isoDateTime = z.iso.datetime({ offset: true });

export const LanguageShareSchema = z.object({
  name: z.string().describe('Primary language as GitHub reports it'),
  pct: z.int().min(0).max(100).describe('Integer share of repositories; all shares sum to exactly 100'),
});

export const RecentPushSchema = z.object({
  repo: z.string().describe('owner/name'),
  branch: z.string(),
  sha: z
    .string()
    .regex(/^[0-9a-f]{7}$/)
    .describe('Head commit, abbreviated to 7 characters'),
  at: isoDateTime,
  url: z.url().describe('The head commit on the web'),
});

export const FeaturedDemoSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  demoUrl: z.url().nullable().describe('Live demo; null for a featured project without one'),
  repoUrl: z.url().nullable(),
  language: z.string().nullable(),
  stars: z.int().min(0).nullable().describe('null when the project has no public repository of the user'),
  pushedAt: isoDateTime.nullable(),
});

export const CodehostActivitySchema = z
  .object({
    publicRepos: z.int().min(0).describe("The user's number of public repositories, as GitHub counts them"),
    languages: z
      .array(LanguageShareSchema)
      .describe('Share of own, non-fork, non-archived public repositories by primary language, sorted by pct descending then name'),
    recentPushes: z.array(RecentPushSchema).max(10).describe('Latest pushes, newest first'),
    featured: z
      .array(FeaturedDemoSchema)
      .max(6)
      .describe('Featured projects from the owner content first, then repositories with a homepage, most recently pushed first'),
    since: isoDateTime.describe('When the account was created'),
    fetchedAt: isoDateTime.describe('When this data was last taken from GitHub'),
  })
  .meta({ id: 'CodehostActivity', title: 'Code-hosting activity' });

export type LanguageShare = z.infer<typeof LanguageShareSchema>;
export type RecentPush = z.infer<typeof RecentPushSchema>;
export type FeaturedDemo = z.infer<typeof FeaturedDemoSchema>;
export type CodehostActivity = z.infer<typeof CodehostActivitySchema>;
