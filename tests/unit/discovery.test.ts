import { describe, expect, it } from 'vitest';
import { renderLlmsFull, renderLlmsTxt } from '../../src/lib/discovery/llms-txt.ts';
import { renderRobotsTxt, renderSitemap } from '../../src/lib/discovery/sitemap.ts';
import { contentSignalValue, usagePolicy } from '../../src/lib/owner/schema.ts';

describe('renderLlmsTxt', () => {
  it('writes the llmstxt.org layout: H1, summary quote, prose, H2 link lists', () => {
    const text = renderLlmsTxt({
      title: 'Ada',
      summary: 'A summary\nover two lines',
      details: ['Some prose.'],
      sections: [
        {
          title: 'Pages',
          links: [
            { name: 'Home', url: 'https://s.test/index.md', note: 'Start here' },
            { name: 'Bare', url: 'https://s.test/b.md' },
          ],
        },
      ],
    });
    expect(text).toBe(
      '# Ada\n\n> A summary over two lines\n\nSome prose.\n\n## Pages\n\n- [Home](https://s.test/index.md): Start here\n- [Bare](https://s.test/b.md)\n',
    );
  });

  it('inlines every page in llms-full.txt under its source URL', () => {
    const text = renderLlmsFull({ title: 'Ada', summary: 'S', sourceLabel: 'From:' }, [
      { url: 'https://s.test/index.md', markdown: '# Home\n' },
      { url: 'https://s.test/projects.md', markdown: '# Projects\n' },
    ]);
    expect(text).toContain('From: https://s.test/index.md\n\n# Home\n');
    expect(text.indexOf('# Home')).toBeLessThan(text.indexOf('# Projects'));
  });
});

describe('renderSitemap', () => {
  it('escapes XML in URLs', () => {
    expect(renderSitemap(['https://s.test/?a=1&b=<2>'])).toContain('<loc>https://s.test/?a=1&amp;b=&lt;2&gt;</loc>');
  });

  it('points robots.txt at the sitemap', () => {
    expect(renderRobotsTxt('https://s.test/sitemap.xml')).toContain('Sitemap: https://s.test/sitemap.xml');
  });

  it("states the owner's policy in robots.txt for every user agent, its aipref form in a comment only, and nothing of it without one", () => {
    const robots = renderRobotsTxt('https://s.test/sitemap.xml', { contentSignal: 'search=yes', contentUsage: 'train-ai=n, search=y' });
    expect(robots).toContain('User-agent: *\nContent-Signal: search=yes\nAllow: /\n');
    // Lighthouse's robots.txt audit knows Content-Signal, not Content-Usage: outside comments, no such rule.
    expect(robots.split('\n').filter((line) => !line.startsWith('#'))).not.toContainEqual(expect.stringMatching(/^content-usage:/i));
    expect(robots).toMatch(/^# .*Content-Usage: train-ai=n, search=y$/m);
    expect(renderRobotsTxt('https://s.test/sitemap.xml')).not.toMatch(/Content-(Signal|Usage)/);
  });
});

describe('the owner policy in aipref (Content-Usage)', () => {
  it.each([
    [{ search: 'yes', 'ai-input': 'yes', 'ai-train': 'no' }, 'train-ai=n, search=y'],
    [{ search: 'no', 'ai-input': 'no', 'ai-train': 'yes' }, 'train-ai=y, search=n'],
    [{ search: 'yes', 'ai-input': 'no', 'ai-train': 'yes' }, 'train-ai=y, search=y'],
    [{ search: 'no', 'ai-input': 'yes', 'ai-train': 'no' }, 'train-ai=n, search=n'],
  ] as const)('%o is %s: ai-train as train-ai, search as search, ai-input unstated', (signals, usage) => {
    expect(usagePolicy(signals)).toEqual({ contentSignal: contentSignalValue(signals), contentUsage: usage });
  });
});
