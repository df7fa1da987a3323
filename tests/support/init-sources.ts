import { readFileSync } from 'node:fs';
import * as z from '../../src/lib/schema/z.ts';
import {
  GitHubOwnRepoSchema,
  GitHubProfileSchema,
  GitHubSocialAccountSchema,
  type GitHubData,
} from '../../scripts/lib/init/github-data.ts';
import { parseResume, type Resume } from '../../scripts/lib/init/resume-schema.ts';

const json = (path: string) => JSON.parse(readFileSync(new URL(`../fixtures/${path}`, import.meta.url), 'utf8'));

/** The GitHub fake's data for `lucia-perez`, as init reads it. */
export function luciaGitHub(): GitHubData {
  return {
    profile: GitHubProfileSchema.parse(json('github/lucia-perez/user.json')),
    socialAccounts: z.array(GitHubSocialAccountSchema).parse(json('github/lucia-perez/social_accounts.json')),
    repos: z.array(GitHubOwnRepoSchema).parse(json('github/lucia-perez/repos.json')),
  };
}

export const RESUME_FILE = 'tests/fixtures/resume/lucia-es.json';

/** The Spanish JSON Resume whose texts carry hostile strings, as raw JSON (to make variants of) and parsed. */
export const luciaResumeJson = (): Record<string, unknown> => json('resume/lucia-es.json');
export const luciaResume = (): Resume => parseResume(JSON.stringify(luciaResumeJson()), RESUME_FILE).resume;
