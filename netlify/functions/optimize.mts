import type { Config } from '@netlify/functions';
import { siteUrl } from '../../src/data/site.ts';
import { marketDataFromEnv } from '../../src/lib/market/from-env.ts';
import { createOptimizeHandler } from '../../src/lib/optimizer/handler.ts';

// Module scope: panels and histories stay cached while the instance is warm.
export default createOptimizeHandler(marketDataFromEnv(process.env, siteUrl));

export const config: Config = {
  path: '/api/portfolio/optimize',
};
