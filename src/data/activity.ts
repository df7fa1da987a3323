import { owner } from './owner.ts';
import { siteUrl } from './site.ts';
import { codehostFromEnv } from '../capabilities/activity/core/from-env.ts';
import type { CodehostActivity } from '../capabilities/activity/core/schema.ts';

/**
 * The code-hosting activity at build time, for the home page's first paint. Null when the
 * build cannot reach GitHub (or CODEHOST_BUILD_SNAPSHOT=off): the page then fills the
 * section from /api/codehost in the browser.
 */
export async function buildTimeActivity(): Promise<CodehostActivity | null> {
  if (process.env.CODEHOST_BUILD_SNAPSHOT === 'off') return null;
  try {
    const { service } = codehostFromEnv(process.env, owner, siteUrl);
    return (await service.activity()).snapshot.activity;
  } catch (error) {
    console.warn(`[codehost] no build-time snapshot: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
