import type { Config } from '@netlify/functions';
import { netlifyHandler } from '../../src/lib/http/netlify-handler.ts';
import { languageNegotiated } from '../../src/lib/http/language-negotiated.ts';
import { marketDataFromEnv } from '../../src/capabilities/optimizer/market/from-env.ts';
import { createOptimizeHandler, optimizerWords } from '../../src/capabilities/optimizer/core/handler.ts';
import { optimizerWordsIn } from '../../src/capabilities/optimizer/words.ts';
import { owner, siteUrl } from '../../src/data/built-site.ts';

// Module scope: panels and histories stay cached while the instance is warm. Its messages in each of
// the site's languages, by Accept-Language (codes and fields are the same in all).
const market = marketDataFromEnv(process.env, siteUrl);
export default netlifyHandler(
  'optimize',
  languageNegotiated(
    new Map(
      owner.site.languages.map((language) => [
        language,
        createOptimizeHandler(market, optimizerWords(optimizerWordsIn(language), language)),
      ]),
    ),
  ),
);

export const config: Config = {
  path: '/api/portfolio/optimize',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
