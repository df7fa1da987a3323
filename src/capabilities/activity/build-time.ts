import type { OwnerContent } from '../../lib/owner/schema.ts';
import { codehostFromEnv } from './core/from-env.ts';
import type { CodehostActivity } from './core/schema.ts';

/**
 * The code-hosting activity at build time, for the home page's first paint. Null when the
 * build cannot reach GitHub (or CODEHOST_BUILD_SNAPSHOT=off): the page then fills the
 * section from /api/codehost in the browser.
 */
export async function buildTimeActivity(
  owner: OwnerContent,
  siteUrl: string,
  env: Record<string, string | undefined> = process.env,
): Promise<CodehostActivity | null> {
  if (env.CODEHOST_BUILD_SNAPSHOT === 'off') return null;
  try {
    const { service } = codehostFromEnv(env, owner, siteUrl);
    return (await service.activity()).snapshot.activity;
  } catch (error) {
    console.warn(`[codehost] no build-time snapshot: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
