import type { Element, ElementContent, Root, RootContent } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { barWidth, demoItems, escapeHtml, languageItems, pushItems, summaryText } from '../../src/lib/codehost/activity-view.ts';
import { type CodehostActivity, CodehostActivitySchema } from '../../src/lib/codehost/schema.ts';

const activity: CodehostActivity = CodehostActivitySchema.parse({
  publicRepos: 11,
  languages: [
    { name: 'TypeScript', pct: 43 },
    { name: 'JavaScript', pct: 29 },
    { name: 'CSS', pct: 14 },
    { name: 'HTML', pct: 14 },
  ],
  recentPushes: [
    {
      repo: 'octocat/portfolio-site',
      branch: 'main',
      sha: 'a1b2c3d',
      at: '2026-11-10T08:00:00.000Z',
      url: 'https://github.com/octocat/portfolio-site/commit/a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
    },
  ],
  featured: [
    {
      name: 'portfolio-site',
      description: null,
      demoUrl: 'https://octocat.example.dev/',
      repoUrl: null,
      language: 'TypeScript',
      stars: 3,
      pushedAt: null,
    },
    { name: 'no-demo', description: null, demoUrl: null, repoUrl: null, language: 'Go', stars: null, pushedAt: null },
    { name: 'docs', description: null, demoUrl: 'https://docs.example.dev/', repoUrl: null, language: null, stars: null, pushedAt: null },
  ],
  since: '2011-01-25T18:44:36Z',
  fetchedAt: '2026-11-23T09:27:05.123Z',
});

const empty: CodehostActivity = { ...activity, publicRepos: 0, languages: [], recentPushes: [], featured: [] };

/** A hostile name or URL: markup, an entity, both quote kinds. */
const HOSTILE = `<img src=x onerror="alert(1)">&amp;'"`;

/** Parses the markup as the browser's innerHTML would, inside the list it fills. */
function parse(markup: string): Element[] {
  const root: Root = unified().use(rehypeParse, { fragment: true }).parse(`<ul>${markup}</ul>`);
  const list = root.children[0] as Element;
  return list.children.filter((node): node is Element => node.type === 'element');
}

function elements(node: Element | Root): Element[] {
  return node.children.flatMap((child: RootContent | ElementContent) => (child.type === 'element' ? [child, ...elements(child)] : []));
}

const text = (node: Element | ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(text).join('') : '';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('leaves other text alone and accepts numbers', () => {
    expect(escapeHtml('C++ · 100%')).toBe('C++ · 100%');
    expect(escapeHtml(43)).toBe('43');
  });
});

describe('summaryText', () => {
  it('says when the build-time snapshot was taken', () => {
    expect(summaryText(activity, 'snapshot')).toBe('11 public repositories on GitHub since 2011. Snapshot taken 2026-11-23.');
  });

  it('says to the minute, in UTC, when the live data was fetched', () => {
    expect(summaryText(activity, 'live')).toBe('11 public repositories on GitHub since 2011. Updated 2026-11-23 09:27 UTC.');
  });

  it('is plain text: it is escaped where it is used, not here', () => {
    expect(summaryText(empty, 'live')).toMatch(/^0 public repositories on GitHub since 2011\. /);
  });
});

describe('barWidth', () => {
  it('is the percentage, kept within the 0–100 track', () => {
    expect([0, 43, 100].map(barWidth)).toEqual([0, 43, 100]);
    expect([-5, 140, Number.NaN, Number.POSITIVE_INFINITY].map(barWidth)).toEqual([0, 100, 0, 0]);
  });
});

describe('languageItems', () => {
  it('renders the markup the home page and its tests expect', () => {
    expect(languageItems({ ...activity, languages: [{ name: 'TypeScript', pct: 43 }] })).toBe(
      '<li><span>TypeScript <span class="muted">43%</span></span>' +
        '<svg viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">' +
        '<rect class="bar-track" width="100" height="8" rx="2"></rect><rect class="bar" width="43" height="8" rx="2"></rect></svg></li>',
    );
  });

  it('gives one item per language, with the bar as wide as the share', () => {
    const items = parse(languageItems(activity));
    expect(items.map((li) => text(li))).toEqual(['TypeScript 43%', 'JavaScript 29%', 'CSS 14%', 'HTML 14%']);
    const bars = items.map((li) => elements(li).find((node) => node.tagName === 'rect' && String(node.properties.className) === 'bar'));
    expect(bars.map((bar) => bar?.properties.width)).toEqual([43, 29, 14, 14].map(String));
  });

  it('escapes a language name, which stays text', () => {
    const markup = languageItems({ ...activity, languages: [{ name: HOSTILE, pct: 50 }] });
    expect(markup).not.toContain('<img');
    expect(markup).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;amp;&#39;&quot;');
    const [item] = parse(markup);
    expect(text(item!)).toBe(`${HOSTILE} 50%`);
    expect(elements(item!).map((node) => node.tagName)).toEqual(['span', 'span', 'svg', 'rect', 'rect']);
  });

  it('uses no inline style, which the CSP forbids', () => {
    expect(languageItems(activity)).not.toMatch(/style|\son\w+=/i);
  });
});

describe('pushItems', () => {
  it('links the short SHA and gives the repository, branch and day', () => {
    expect(pushItems(activity)).toBe(
      '<li><a href="https://github.com/octocat/portfolio-site/commit/a1b2c3d4e5f60718293a4b5c6d7e8f9012345678"><code>a1b2c3d</code></a>' +
        ' to octocat/portfolio-site (main), <time datetime="2026-11-10T08:00:00.000Z">2026-11-10</time></li>',
    );
  });

  it('escapes the URL, repository and branch', () => {
    const url = `https://example.dev/?a=1&b="2"&c='3'<x>`;
    const push = { ...activity.recentPushes[0]!, url, repo: `me/<b>&co`, branch: `"quoted" & 'single'` };
    const markup = pushItems({ ...activity, recentPushes: [push] });
    expect(markup).toContain('href="https://example.dev/?a=1&amp;b=&quot;2&quot;&amp;c=&#39;3&#39;&lt;x&gt;"');
    const [item] = parse(markup);
    const link = elements(item!).find((node) => node.tagName === 'a');
    expect(link?.properties.href).toBe(url);
    expect(text(item!)).toBe(`a1b2c3d to me/<b>&co ("quoted" & 'single'), 2026-11-10`);
    expect(elements(item!).map((node) => node.tagName)).toEqual(['a', 'code', 'time']);
  });
});

describe('demoItems', () => {
  it('lists only the projects with a demo, with their language when known', () => {
    expect(demoItems(activity)).toBe(
      '<li><a href="https://octocat.example.dev/">portfolio-site</a><span class="muted"> · TypeScript</span></li>' +
        '<li><a href="https://docs.example.dev/">docs</a></li>',
    );
  });

  it('escapes the name, URL and language', () => {
    const demo = { ...activity.featured[0]!, name: HOSTILE, demoUrl: `https://x.dev/"><script>&`, language: `<C&C>` };
    const [item] = parse(demoItems({ ...activity, featured: [demo] }));
    const [link, language] = elements(item!);
    expect(link?.properties.href).toBe(`https://x.dev/"><script>&`);
    expect(text(link!)).toBe(HOSTILE);
    expect(text(language!)).toBe(' · <C&C>');
    expect(elements(item!).map((node) => node.tagName)).toEqual(['a', 'span']);
  });
});

describe('an empty activity', () => {
  it('renders empty lists', () => {
    expect(languageItems(empty)).toBe('');
    expect(pushItems(empty)).toBe('');
    expect(demoItems(empty)).toBe('');
    expect(demoItems({ ...empty, featured: [activity.featured[1]!] })).toBe('');
  });
});
