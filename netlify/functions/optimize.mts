import type { Config } from '@netlify/functions';
import { netlifyHandler } from '../../src/lib/http/netlify-handler.ts';
import { siteUrl } from '../../src/data/site.ts';
import { marketDataFromEnv } from '../../src/capabilities/optimizer/market/from-env.ts';
import { createOptimizeHandler, optimizerWords } from '../../src/capabilities/optimizer/core/handler.ts';
import { dictionaryFor } from '../../src/lib/i18n/index.ts';
import { owner } from '../../src/data/owner.ts';

// Module scope: panels and histories stay cached while the instance is warm.
export default netlifyHandler(
  'optimize',
  createOptimizeHandler(marketDataFromEnv(process.env, siteUrl), optimizerWords(dictionaryFor(owner.site.language), owner.site.language)),
);

export const config: Config = {
  path: '/api/portfolio/optimize',
  // Each request can cost up to 13 upstream calls, and data912 allows 120 a minute.
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
