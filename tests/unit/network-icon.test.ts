import { describe, expect, it } from 'vitest';
import { ICONS } from '../../src/lib/icons/icons.ts';
import { foldNetwork, networkIcon } from '../../src/lib/icons/network-icon.ts';
import { fixtureOwners, HOSTILE } from '../fixtures/owners/index.ts';

describe('networkIcon', () => {
  it.each([
    ['GitHub', 'github'],
    ['github', 'github'],
    ['Mastodon', 'mastodon'],
    ['Stack Overflow', 'stackoverflow'],
    ['X (Twitter)', 'x'],
    ['Twitter', 'x'],
    ['dev.to', 'devto'],
    ['Bluesky', 'bluesky'],
    ['LinkedIn', 'briefcase'],
  ] as const)('%s → %s', (network, icon) => {
    expect(networkIcon(network)).toBe(icon);
  });

  it("falls back to the address's host, then to a generic link", () => {
    expect(networkIcon('Mi código', 'https://www.github.com/lucia')).toBe('github');
    expect(networkIcon('Красная площадь', 'https://example.org/')).toBe('link');
    expect(networkIcon('', 'not a url')).toBe('link');
  });

  it('is not fooled by names of the object prototype or hostile text', () => {
    for (const network of ['constructor', '__proto__', 'toString', 'hasOwnProperty', ...Object.values(HOSTILE)]) {
      expect(networkIcon(network, 'https://example.org/'), network).toBe('link');
    }
  });

  it("names an icon that exists for every fixture owner's profiles", () => {
    for (const owner of Object.values(fixtureOwners)) {
      for (const profile of owner.profile.profiles) expect(ICONS).toHaveProperty(networkIcon(profile.network, profile.url));
    }
  });

  it('folds case, accents, spaces and punctuation', () => {
    expect(foldNetwork('  Stack-Overflow ')).toBe('stackoverflow');
    expect(foldNetwork('GİTHUB')).toBe('github');
  });
});

describe('ICONS', () => {
  it('holds only SVG shapes, no nested <svg>, no script, no event handlers', () => {
    for (const [name, icon] of Object.entries(ICONS)) {
      expect(icon.body, name).toMatch(/^\s*<(path|rect|circle|line|polyline|polygon|ellipse)\b/);
      expect(icon.body, name).not.toMatch(/<svg|<script|\son\w+=/i);
    }
  });
});
