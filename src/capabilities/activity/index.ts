import type { Capability } from '../capability.ts';
import { codehostFromEnv } from './core/from-env.ts';
import type { CodehostService } from './core/service.ts';
import { activityTool } from './mcp-tool.ts';
import type { ActivityWords } from './words/en.ts';
import { activityWordsByLanguage } from './words.ts';

declare module '../capability.ts' {
  interface CapabilityData {
    /** The owner's GitHub activity, behind the shared cache. */
    codehost: Pick<CodehostService, 'activity'>;
  }
}

const CODEHOST_URL = '/api/codehost';

/** The owner's public GitHub activity: GET /api/codehost, its hourly refresh, get_code_activity and the home page's section. Every site has it. */
export const activity: Capability<ActivityWords> = {
  name: 'activity',
  isOn: () => true,
  words: activityWordsByLanguage,
  functions: ['codehost', 'refresh-activity'],
  services: ({ env, owner, siteUrl }) => ({ codehost: codehostFromEnv(env, owner, siteUrl).service }),
  mcp: { tools: (dependencies) => [activityTool(dependencies)] },
  developerResources: (words) => [
    {
      title: words.activity.resourceTitle,
      description: words.activity.resourceDescription,
      url: CODEHOST_URL,
      method: 'GET',
      mediaType: 'application/json',
    },
  ],
  developers: { samples: (url, words) => [{ code: `curl -s ${url(CODEHOST_URL)}`, label: words.samples.curlFor(`GET ${CODEHOST_URL}`) }] },
};
