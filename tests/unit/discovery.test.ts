import { describe, expect, it } from 'vitest';
import { renderLlmsFull, renderLlmsTxt } from '../../src/lib/discovery/llms-txt.ts';
import { renderRobotsTxt, renderSitemap } from '../../src/lib/discovery/sitemap.ts';

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
});
