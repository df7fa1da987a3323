import { describe, expect, it } from 'vitest';
import { strongEtag } from '../../src/lib/http/json.ts';
import { strongEtagSync } from '../../src/lib/http/strong-etag-sync.ts';

describe('strongEtagSync', () => {
  it.each([
    '',
    '{}',
    JSON.stringify({ publicRepos: 8, languages: [{ name: 'TypeScript', pct: 100 }] }),
    'año, 日本語, emoji 🎉',
    'lone surrogate \ud800 here',
    'x'.repeat(100_000),
  ])('is the ETag strongEtag gives for %#', async (body) => {
    expect(strongEtagSync(body)).toBe(await strongEtag(body));
  });
});
