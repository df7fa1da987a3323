/** The public GitHub data init reads: the profile, its social accounts and the user's own repositories. */
import type { GitHubClient } from '../../../src/lib/github/client.ts';
import { GitHubRepoSchema } from '../../../src/lib/github/types.ts';
import { UpstreamError } from '../../../src/lib/http/upstream.ts';
import * as z from '../../../src/lib/schema/z.ts';
import { InitError } from './errors.ts';

const maybeText = z.optional(z.nullable(z.string()));

export const GitHubProfileSchema = z.object({
  login: z.string(),
  html_url: z.string(),
  name: maybeText,
  bio: maybeText,
  location: maybeText,
  blog: maybeText,
  email: maybeText,
  avatar_url: maybeText,
});

export const GitHubSocialAccountSchema = z.object({ provider: z.string(), url: z.string() });

export const GitHubOwnRepoSchema = z.extend(GitHubRepoSchema, {
  topics: z._default(z.array(z.string()), []),
  created_at: maybeText,
});

type GitHubProfile = z.infer<typeof GitHubProfileSchema>;
export type GitHubSocialAccount = z.infer<typeof GitHubSocialAccountSchema>;
export type GitHubOwnRepo = z.infer<typeof GitHubOwnRepoSchema>;

export interface GitHubData {
  profile: GitHubProfile;
  socialAccounts: GitHubSocialAccount[];
  repos: GitHubOwnRepo[];
}

/** Enough pages for 1,000 repositories; a runaway Link header stops there. */
const MAX_PAGES = 10;

function read<T>(schema: z.ZodMiniType<T>, data: unknown, what: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new InitError(`GitHub sent ${what} in a shape this script cannot read (${result.error.issues[0]?.message}).`);
  return result.data;
}

async function getJson(client: GitHubClient, url: string): Promise<{ data: unknown; next: string | null }> {
  const result = await client.get(url);
  if (result.notModified) throw new UpstreamError('malformed', 'GitHub answered 304 to a request without an ETag.');
  return { data: result.data, next: result.next };
}

/** Everything init needs from GitHub about `user`; a user GitHub does not know is an InitError. */
export async function fetchGitHubData(client: GitHubClient, user: string): Promise<GitHubData> {
  let profileData: unknown;
  try {
    ({ data: profileData } = await getJson(client, client.url(`users/${encodeURIComponent(user)}`)));
  } catch (error) {
    if (error instanceof UpstreamError && error.failure === 'not_found') throw new InitError(`GitHub has no user "${user}".`);
    throw error;
  }
  const profile = read(GitHubProfileSchema, profileData, 'the profile');
  const login = encodeURIComponent(profile.login);

  let socialAccounts: GitHubSocialAccount[] = [];
  try {
    const { data } = await getJson(client, client.url(`users/${login}/social_accounts`));
    socialAccounts = read(z.array(GitHubSocialAccountSchema), data, 'the social accounts');
  } catch (error) {
    // An API without social accounts (an older GitHub Enterprise) leaves them out; nothing else is forgiven.
    if (!(error instanceof UpstreamError && error.failure === 'not_found')) throw error;
  }

  const repos: GitHubOwnRepo[] = [];
  let next: string | null = client.url(`users/${login}/repos?type=owner&sort=pushed&per_page=100`);
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const answer = await getJson(client, next);
    repos.push(...read(z.array(GitHubOwnRepoSchema), answer.data, 'the repositories'));
    next = answer.next;
  }
  return { profile, socialAccounts, repos };
}
