import { cacheTtlMsFromEnv, sharedCacheFromEnv } from '../../../lib/cache/from-env.ts';
import { Data912Client } from './data912-client.ts';
import { MarketDataService } from './service.ts';

/** Builds the market-data service from MARKET_DATA_URL (default https://data912.com) , CACHE_STORE_NAME, CACHE_TTL_SECONDS and CACHE_TIMEOUT_MS (the shared Blobs store, how long its data is fresh, and how long a read or write of it may take). */
export function marketDataFromEnv(env: Record<string, string | undefined>, siteUrl: string): MarketDataService {
  const client = new Data912Client({
    baseUrl: env.MARKET_DATA_URL || 'https://data912.com',
    userAgent: `portfolio-dev-portal/1.0 (+${siteUrl}; educational optimizer)`,
    timeoutMs: 8_000,
  });
  return new MarketDataService({ client, store: sharedCacheFromEnv(env), ttlMs: cacheTtlMsFromEnv(env) });
}
