/** The fields this site reads from GitHub's REST API, validated on the way in (GitHub sends many more). */
import { z } from 'zod';

const timestamp = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date-time');

export const GitHubUserSchema = z.object({
  login: z.string(),
  public_repos: z.int().min(0),
  created_at: timestamp,
});

export const GitHubRepoSchema = z.object({
  name: z.string(),
  full_name: z.string(),
  html_url: z.string(),
  description: z.string().nullable(),
  fork: z.boolean(),
  archived: z.boolean().default(false),
  language: z.string().nullable(),
  homepage: z.string().nullable().optional(),
  stargazers_count: z.int().min(0),
  pushed_at: timestamp.nullable(),
});

export const GitHubEventSchema = z.object({
  type: z.string().nullable(),
  repo: z.object({ name: z.string() }),
  created_at: timestamp.nullable(),
  payload: z.record(z.string(), z.unknown()).optional().default({}),
});

export type GitHubUser = z.infer<typeof GitHubUserSchema>;
export type GitHubRepo = z.infer<typeof GitHubRepoSchema>;
export type GitHubEvent = z.infer<typeof GitHubEventSchema>;
