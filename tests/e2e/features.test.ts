import { existsSync } from 'node:fs';
import { featureDefaults } from '../../src/capabilities/list.ts';
import { describeFeatureSurface, type FeatureSurface } from '../support/feature-surfaces.ts';
import { describe, expect, it } from 'vitest';

/**
 * Everywhere each switchable feature shows: whatever the owner chose, it is either in all of these
 * or in none (an optional capability's: with its tests, tests/e2e/<name>/features.test.ts).
 */
const SURFACES: Record<string, FeatureSurface> = {
  developers: { page: '/developers' },
};

for (const [feature, surface] of Object.entries(SURFACES)) describeFeatureSurface(feature, surface);

describe('the switchable features', () => {
  it('are each checked here, or in their own capability’s tests', () => {
    const elsewhere = Object.keys(featureDefaults()).filter((name) => !(name in SURFACES));
    for (const name of elsewhere) expect(existsSync(new URL(`./${name}/features.test.ts`, import.meta.url)), name).toBe(true);
  });
});
