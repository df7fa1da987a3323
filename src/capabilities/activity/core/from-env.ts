import { cacheTtlMsFromEnv, sharedCacheFromEnv } from '../../../lib/cache/from-env.ts';
import type { OwnerContent } from '../../../lib/owner/schema.ts';
import { GitHubClient } from '../../../lib/github/client.ts';
import { CodehostService } from './service.ts';

export interface CodehostConfig {
  service: CodehostService;
  user: string;
}

/**
 * Builds the service from environment variables: CODEHOST_API_URL, CODEHOST_USER, GITHUB_TOKEN
 * (optional), CACHE_STORE_NAME, CACHE_TTL_SECONDS and CACHE_TIMEOUT_MS (the shared Blobs store, how long its data is
 * fresh, and how long a read or write of it may take).
 */
export function codehostFromEnv(env: Record<string, string | undefined>, owner: OwnerContent, siteUrl: string): CodehostConfig {
  const user = env.CODEHOST_USER || owner.profile.githubUser;
  const client = new GitHubClient({
    baseUrl: env.CODEHOST_API_URL || 'https://api.github.com',
    token: env.GITHUB_TOKEN || undefined,
    userAgent: `portfolio-dev-portal/1.0 (+${siteUrl}; public activity of ${user})`,
    timeoutMs: 5_000,
  });
  return {
    user,
    service: new CodehostService({ client, user, projects: owner.projects, store: sharedCacheFromEnv(env), ttlMs: cacheTtlMsFromEnv(env) }),
  };
}
