import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { featuredDemos, largestRemainderPercentages, languageMix, recentPushes } from '../../../src/capabilities/activity/core/summary.ts';
import type { GitHubEvent, GitHubRepo } from '../../../src/capabilities/activity/core/github-types.ts';
import type { Project } from '../../../src/lib/owner/schema.ts';

const repo = (name: string, extra: Partial<GitHubRepo> = {}): GitHubRepo => ({
  name,
  full_name: `me/${name}`,
  html_url: `https://github.com/me/${name}`,
  description: null,
  fork: false,
  archived: false,
  language: 'TypeScript',
  homepage: null,
  stargazers_count: 0,
  pushed_at: '2026-01-01T00:00:00Z',
  ...extra,
});

describe('largestRemainderPercentages', () => {
  it('gives the leftover points to the largest remainders', () => {
    expect(
      largestRemainderPercentages(
        new Map([
          ['A', 1],
          ['B', 1],
          ['C', 1],
        ]),
      ),
    ).toEqual([
      { name: 'A', pct: 34 },
      { name: 'B', pct: 33 },
      { name: 'C', pct: 33 },
    ]);
    expect(
      largestRemainderPercentages(
        new Map([
          ['Go', 2],
          ['Rust', 1],
        ]),
      ),
    ).toEqual([
      { name: 'Go', pct: 67 },
      { name: 'Rust', pct: 33 },
    ]);
  });

  it('returns nothing for no repositories', () => {
    expect(largestRemainderPercentages(new Map())).toEqual([]);
  });

  it('always sums to exactly 100, with each share within one point of its exact value, sorted by pct then name', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 500 }), { minKeys: 1, maxKeys: 30 }),
        (record) => {
          const counts = new Map(Object.entries(record));
          const total = [...counts.values()].reduce((a, b) => a + b, 0);
          const shares = largestRemainderPercentages(counts);
          expect(shares.reduce((sum, share) => sum + share.pct, 0)).toBe(100);
          for (const share of shares) {
            expect(Number.isInteger(share.pct)).toBe(true);
            expect(Math.abs(share.pct - (counts.get(share.name)! * 100) / total)).toBeLessThan(1);
          }
          for (let i = 1; i < shares.length; i++) {
            const [a, b] = [shares[i - 1]!, shares[i]!];
            expect(a.pct > b.pct || (a.pct === b.pct && a.name <= b.name)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('languageMix', () => {
  it('counts only own, non-fork, non-archived repositories with a language', () => {
    const repos = [
      repo('a'),
      repo('b', { fork: true }),
      repo('c', { archived: true }),
      repo('d', { language: null }),
      repo('e', { language: 'Go' }),
    ];
    expect(languageMix(repos)).toEqual([
      { name: 'Go', pct: 50 },
      { name: 'TypeScript', pct: 50 },
    ]);
  });
});

describe('recentPushes', () => {
  const push = (at: string, head = 'abcdef1234567890', ref = 'refs/heads/main'): GitHubEvent => ({
    type: 'PushEvent',
    repo: { name: 'me/r' },
    created_at: at,
    payload: { ref, head },
  });

  it('keeps at most 10, newest first', () => {
    const events = Array.from({ length: 14 }, (_, i) => push(`2026-01-${String(i + 1).padStart(2, '0')}T00:00:00Z`));
    const pushes = recentPushes(events, 'https://github.com');
    expect(pushes).toHaveLength(10);
    expect(pushes[0]!.at).toBe('2026-01-14T00:00:00.000Z');
    expect(pushes[9]!.at).toBe('2026-01-05T00:00:00.000Z');
  });

  it('ignores other events and pushes without a usable head or ref', () => {
    const events: GitHubEvent[] = [
      { type: 'WatchEvent', repo: { name: 'me/r' }, created_at: '2026-01-01T00:00:00Z', payload: {} },
      push('2026-01-02T00:00:00Z', 'not-a-sha'),
      { type: 'PushEvent', repo: { name: 'me/r' }, created_at: '2026-01-03T00:00:00Z', payload: { head: 'abcdef1' } },
      push('2026-01-04T00:00:00Z', 'ABCDEF1234', 'refs/heads/feat/x'),
    ];
    expect(recentPushes(events, 'https://github.example')).toEqual([
      {
        repo: 'me/r',
        branch: 'feat/x',
        sha: 'abcdef1',
        at: '2026-01-04T00:00:00.000Z',
        url: 'https://github.example/me/r/commit/abcdef1234',
      },
    ]);
  });
});

describe('featuredDemos', () => {
  const project = (name: string, extra: Partial<Project> = {}): Project => ({
    name,
    slug: name.toLowerCase(),
    summary: `${name} summary`,
    tags: [],
    featured: true,
    highlights: [],
    roles: [],
    ...extra,
  });

  it('puts featured projects first in owner order, dedupes their repos, then homepages by most recent push, at most 6', () => {
    const repos = [
      ...Array.from({ length: 6 }, (_, i) =>
        repo(`site-${i}`, { homepage: `https://s${i}.test`, pushed_at: `2026-0${i + 1}-01T00:00:00Z` }),
      ),
      repo('mine', { homepage: 'https://mine.test', stargazers_count: 5 }),
    ];
    const demos = featuredDemos(
      [project('Mine', { repoUrl: 'https://github.com/me/mine/' }), project('other', { featured: false })],
      repos,
    );
    expect(demos.map((demo) => demo.name)).toEqual(['Mine', 'site-5', 'site-4', 'site-3', 'site-2', 'site-1']);
    expect(demos[0]).toMatchObject({ demoUrl: 'https://mine.test/', stars: 5, repoUrl: 'https://github.com/me/mine/' });
  });

  it('matches a featured project to its repository by name when it has no repo URL, and leaves unknown fields null', () => {
    const [byName, unknown] = featuredDemos([project('Tool'), project('Ghost')], [repo('tool', { language: 'Rust' })]);
    expect(byName).toMatchObject({ language: 'Rust', repoUrl: 'https://github.com/me/tool' });
    expect(unknown).toEqual({
      name: 'Ghost',
      description: 'Ghost summary',
      demoUrl: null,
      repoUrl: null,
      language: null,
      stars: null,
      pushedAt: null,
    });
  });

  it('skips homepages that are not http(s) URLs', () => {
    expect(featuredDemos([], [repo('x', { homepage: 'javascript:alert(1)' }), repo('y', { homepage: '' })])).toEqual([]);
  });
});
