/** What the code activity reads from GitHub's REST API beside the repositories (src/lib/github/types.ts), validated on the way in. */
import { count, type GitHubRepoSchema, timestamp } from '../../../lib/github/types.ts';
import * as z from '../../../lib/schema/z.ts';

export const GitHubUserSchema = z.object({
  login: z.string(),
  public_repos: count(),
  created_at: timestamp(),
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
