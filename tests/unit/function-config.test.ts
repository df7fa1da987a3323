import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Netlify reads a function's config statically from its source, so the test reads the source too.
const functions = { codehost: '/api/codehost', optimize: '/api/portfolio/optimize', mcp: '/mcp', stats: '/api/stats' } as const;

describe.each(Object.entries(functions))('netlify/functions/%s.mts', (name, path) => {
  const source = readFileSync(new URL(`../../netlify/functions/${name}.mts`, import.meta.url), 'utf8');

  it('is a thin adapter: config plus a call into src/lib, with security headers', () => {
    expect(source).toContain(path);
    expect(source).toMatch(/export default netlifyHandler\(\s*'\w+',/);
    expect(source.split('\n').filter((line) => line.trim() && !line.trim().startsWith('//')).length).toBeLessThan(30);
  });

  it('declares a rate limit aggregated by an array', async () => {
    const { config } = await import(`../../netlify/functions/${name}.mts`);
    expect(config.rateLimit).toMatchObject({ windowSize: 60, aggregateBy: ['ip', 'domain'] });
    expect(config.rateLimit.windowLimit).toBeGreaterThan(0);
  });
});

describe('netlify/functions/compact-stats.mts', () => {
  it('is a scheduled function, every quarter of an hour, with no public path', async () => {
    const { config } = await import('../../netlify/functions/compact-stats.mts');
    expect(config).toEqual({ schedule: '*/15 * * * *' });
  });
});

describe('netlify/functions/refresh-activity.mts', () => {
  it('is an hourly scheduled function with no public path (Netlify allows one or the other)', async () => {
    const { config } = await import('../../netlify/functions/refresh-activity.mts');
    expect(config).toEqual({ schedule: '@hourly' });
  });

  it('is every function there is', () => {
    const files = readdirSync(new URL('../../netlify/functions/', import.meta.url)).sort();
    expect(files).toEqual([...Object.keys(functions), 'refresh-activity', 'compact-stats'].map((name) => `${name}.mts`).sort());
  });
});
