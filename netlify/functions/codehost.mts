import type { Config } from '@netlify/functions';
import { netlifyHandler } from '../../src/lib/http/netlify-handler.ts';
import { owner, siteUrl } from '../../src/data/built-site.ts';
import { codehostFromEnv } from '../../src/capabilities/activity/core/from-env.ts';
import { createCodehostHandler } from '../../src/capabilities/activity/core/handler.ts';

// Module scope: the memory cache lives as long as the function instance stays warm.
const { service, user } = codehostFromEnv(process.env, owner, siteUrl);

export default netlifyHandler('codehost', createCodehostHandler(service, user));

export const config: Config = {
  path: '/api/codehost',
  // Mostly served by the CDN; a client past 120 requests a minute gets 429.
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
