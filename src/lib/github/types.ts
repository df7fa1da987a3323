/** The fields this site reads from GitHub's REST API, validated on the way in (GitHub sends many more). */
import * as z from '../schema/z.ts';

const timestamp = () => z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date-time'));
const count = () => z.int().check(z.gte(0));

export const GitHubUserSchema = z.object({
  login: z.string(),
  public_repos: count(),
  created_at: timestamp(),
});

export const GitHubRepoSchema = z.object({
  name: z.string(),
  full_name: z.string(),
  html_url: z.string(),
  description: z.nullable(z.string()),
  fork: z.boolean(),
  archived: z._default(z.boolean(), false),
  language: z.nullable(z.string()),
  homepage: z.optional(z.nullable(z.string())),
  stargazers_count: count(),
  pushed_at: z.nullable(timestamp()),
});

export const GitHubEventSchema = z.object({
  type: z.nullable(z.string()),
  repo: z.object({ name: z.string() }),
  created_at: z.nullable(timestamp()),
  payload: z._default(z.optional(z.record(z.string(), z.unknown())), {}),
});

export type GitHubUser = z.infer<typeof GitHubUserSchema>;
export type GitHubRepo = z.infer<typeof GitHubRepoSchema>;
export type GitHubEvent = z.infer<typeof GitHubEventSchema>;
