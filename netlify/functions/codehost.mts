import type { Config } from '@netlify/functions';
import { owner } from '../../src/data/owner.ts';
import { siteUrl } from '../../src/data/site.ts';
import { codehostFromEnv } from '../../src/lib/codehost/from-env.ts';
import { createCodehostHandler } from '../../src/lib/codehost/handler.ts';

// Module scope: the memory cache lives as long as the function instance stays warm.
const { service, user } = codehostFromEnv(process.env, owner, siteUrl);

export default createCodehostHandler(service, user);

export const config: Config = {
  path: '/api/codehost',
};
