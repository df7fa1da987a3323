import type { Config } from '@netlify/functions';
import { owner, siteUrl } from '../../src/data/built-site.ts';
import { codehostFromEnv } from '../../src/capabilities/activity/core/from-env.ts';
import { createActivityRefresh } from '../../src/capabilities/activity/core/refresh.ts';
import { netlifyHandler } from '../../src/lib/http/netlify-handler.ts';

// Refreshes the GitHub activity snapshot into the shared cache every hour, so requests to
// /api/codehost and the MCP server find it fresh. Locally: `npm run refresh:activity`.
const { service } = codehostFromEnv(process.env, owner, siteUrl);

export default netlifyHandler('refresh-activity', createActivityRefresh(service));

export const config: Config = {
  schedule: '@hourly',
};
