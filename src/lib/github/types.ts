/** The fields this site reads from GitHub's REST API, validated on the way in (GitHub sends many more). */
import * as z from '../schema/z.ts';

/** A date-time GitHub sends ("2024-01-02T03:04:05Z"). */
export const timestamp = () => z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date-time'));
/** A count GitHub sends: 0 or more. */
export const count = () => z.int().check(z.gte(0));

/** A repository, as `npm run init` and the code activity read it. */
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
