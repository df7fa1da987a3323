import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The checks every HTTP function (netlify/functions/<name>.mts, answering at `path`) passes.
 * The source is what a forker edits, and its config is what the build writes into the function's
 * entry for Netlify (src/integrations/function-bundles.ts), so they read the source.
 */
export function describeHttpFunction(name: string, path: string) {
  describe(`netlify/functions/${name}.mts`, () => {
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
}
