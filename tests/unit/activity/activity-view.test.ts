import type { Element, ElementContent, Root, RootContent } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import {
  type ActivityText,
  activityBlocks,
  barWidth,
  demoItems,
  emptyText,
  languageItems,
  pushItems,
  summaryText,
} from '../../../src/capabilities/activity/core/activity-view.ts';
import { escapeHtml } from '../../../src/lib/html/escape-html.ts';
import { type CodehostActivity, CodehostActivitySchema } from '../../../src/capabilities/activity/core/schema.ts';
import { formatDateTime, formatDay, formatNumber } from '../../../src/lib/i18n/format.ts';
import { dictionaryFor } from '../../../src/data/dictionaries.ts';
import { fill, plural } from '../../../src/lib/i18n/template.ts';
import { fixtureOwners } from '../../fixtures/owners/index.ts';

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
      repo: 'someone/portfolio-site',
      branch: 'main',
      sha: 'a1b2c3d',
      at: '2026-11-10T08:00:00.000Z',
      url: 'https://github.com/someone/portfolio-site/commit/a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
    },
  ],
  featured: [
    {
      name: 'portfolio-site',
      description: null,
      demoUrl: 'https://someone.example.dev/',
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

const textOf = (node: Element | ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('leaves other text alone and accepts numbers', () => {
    expect(escapeHtml('C++ · 100%')).toBe('C++ · 100%');
    expect(escapeHtml(43)).toBe('43');
  });
});

/** The section's words and locale for each fixture owner: every expectation below is derived from them. */
const texts = Object.values(fixtureOwners).map((owner) => ({
  locale: owner.site.language,
  text: { words: dictionaryFor(owner.site.language).codeActivity, locale: owner.site.language } satisfies ActivityText,
  githubUser: owner.profile.githubUser,
}));

const percentOf = (pct: number, locale: string) => formatNumber(pct / 100, locale, { style: 'percent', maximumFractionDigits: 1 });

describe.each(texts)('summaryText ($locale)', ({ locale, text }) => {
  const repos = plural(text.words.repos, activity.publicRepos, locale, { year: '2011' });

  it('counts the repositories with the plural form of the locale, and says since when', () => {
    expect(summaryText(activity, 'snapshot', text).startsWith(`${repos} `)).toBe(true);
    expect(repos).toContain(formatNumber(activity.publicRepos, locale));
    expect(summaryText({ ...activity, publicRepos: 1 }, 'live', text)).toContain(fill(text.words.repos.one!, { count: '1', year: '2011' }));
  });

  it('says when the build-time snapshot was taken, as a day in the locale', () => {
    expect(summaryText(activity, 'snapshot', text)).toBe(
      `${repos} ${fill(text.words.snapshot, { date: formatDay(activity.fetchedAt, locale) })}`,
    );
  });

  it('says to the minute, in UTC, when the live data was fetched', () => {
    const line = summaryText(activity, 'live', text);
    expect(line).toBe(`${repos} ${fill(text.words.live, { date: formatDateTime(activity.fetchedAt, locale) })}`);
    expect(line).toContain('09:27');
    expect(line).toContain('UTC');
  });

  it('leaves no placeholder unfilled', () => {
    expect(summaryText(empty, 'live', text)).not.toMatch(/[{}]/);
    expect(summaryText(empty, 'snapshot', text)).not.toMatch(/[{}]/);
  });
});

describe.each(texts)('the empty state ($locale)', ({ text, githubUser }) => {
  it('is one sentence naming the account, with no placeholder left', () => {
    const sentence = emptyText(githubUser, text);
    expect(sentence).toBe(fill(text.words.empty, { user: githubUser }));
    expect(sentence).toContain(`@${githubUser}`);
    expect(sentence).not.toMatch(/[{}]/);
    expect(sentence.match(/[.!?](\s|$)/g)).toHaveLength(1);
  });

  it('renders no heading and no list when there is nothing to list', () => {
    expect(activityBlocks(empty, text)).toBe('');
  });
});

describe.each(texts)('activityBlocks ($locale)', ({ text }) => {
  const root = (markup: string): Root => unified().use(rehypeParse, { fragment: true }).parse(markup);

  it('puts each list under its heading in the locale', () => {
    const tree = root(activityBlocks(activity, text));
    const titles = elements(tree)
      .filter((node) => node.tagName === 'h3')
      .map((node) => textOf(node));
    expect(titles).toEqual([text.words.languages, text.words.pushes, text.words.demos]);
    const lists = elements(tree).filter((node) => node.properties.dataActivity);
    expect(lists.map((node) => [node.tagName, node.properties.dataActivity])).toEqual([
      ['ul', 'languages'],
      ['ol', 'pushes'],
      ['ul', 'demos'],
    ]);
  });

  it('leaves out a heading whose list would be empty', () => {
    const tree = root(activityBlocks({ ...activity, featured: [], recentPushes: [] }, text));
    expect(
      elements(tree)
        .filter((node) => node.tagName === 'h3')
        .map((node) => textOf(node)),
    ).toEqual([text.words.languages]);
  });

  it('escapes the words as well as the data', () => {
    const hostileWords = { ...text.words, languages: HOSTILE };
    const markup = activityBlocks(activity, { ...text, words: hostileWords });
    expect(markup).not.toContain('<img');
    expect(elements(root(markup)).find((node) => node.tagName === 'h3')?.children).toEqual([
      { type: 'text', value: HOSTILE, position: expect.anything() },
    ]);
  });
});

describe('barWidth', () => {
  it('is the percentage, kept within the 0–100 track', () => {
    expect([0, 43, 100].map(barWidth)).toEqual([0, 43, 100]);
    expect([-5, 140, Number.NaN, Number.POSITIVE_INFINITY].map(barWidth)).toEqual([0, 100, 0, 0]);
  });
});

describe.each(texts)('languageItems ($locale)', ({ locale }) => {
  it('renders the markup the home page and its tests expect', () => {
    expect(languageItems({ ...activity, languages: [{ name: 'TypeScript', pct: 43 }] }, locale)).toBe(
      `<li><span>TypeScript <span class="muted">${escapeHtml(percentOf(43, locale))}</span></span>` +
        '<svg viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">' +
        '<rect class="bar-track" width="100" height="8" rx="2"></rect><rect class="bar" width="43" height="8" rx="2"></rect></svg></li>',
    );
  });

  it('gives one item per language, the share as the locale writes a percentage, and the bar as wide as the share', () => {
    const items = parse(languageItems(activity, locale));
    expect(items.map((li) => textOf(li))).toEqual(activity.languages.map(({ name, pct }) => `${name} ${percentOf(pct, locale)}`));
    expect(percentOf(43, locale)).toMatch(/^43\s?%$/u);
    const bars = items.map((li) => elements(li).find((node) => node.tagName === 'rect' && String(node.properties.className) === 'bar'));
    expect(bars.map((bar) => bar?.properties.width)).toEqual([43, 29, 14, 14].map(String));
  });

  it('escapes a language name, which stays text', () => {
    const markup = languageItems({ ...activity, languages: [{ name: HOSTILE, pct: 50 }] }, locale);
    expect(markup).not.toContain('<img');
    expect(markup).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;amp;&#39;&quot;');
    const [item] = parse(markup);
    expect(textOf(item!)).toBe(`${HOSTILE} ${percentOf(50, locale)}`);
    expect(elements(item!).map((node) => node.tagName)).toEqual(['span', 'span', 'svg', 'rect', 'rect']);
  });

  it('uses no inline style, which the CSP forbids', () => {
    expect(languageItems(activity, locale)).not.toMatch(/style|\son\w+=/i);
    expect(activityBlocks(activity, texts[0]!.text)).not.toMatch(/style|\son\w+=/i);
  });
});

describe.each(texts)('pushItems ($locale)', ({ locale, text }) => {
  const push = activity.recentPushes[0]!;

  it('links the short SHA and gives the repository, branch and day, in the order of the locale', () => {
    const [item] = parse(pushItems(activity, text));
    const day = formatDay(push.at, locale);
    expect(textOf(item!)).toBe(fill(text.words.push, { commit: push.sha, repo: push.repo, branch: push.branch, date: day }));
    const link = elements(item!).find((node) => node.tagName === 'a');
    expect(link?.properties.href).toBe(push.url);
    const time = elements(item!).find((node) => node.tagName === 'time');
    expect(time?.properties.dateTime).toBe(push.at);
    expect(textOf(time!)).toBe(day);
  });

  it('escapes the URL, repository and branch', () => {
    const url = `https://example.dev/?a=1&b="2"&c='3'<x>`;
    const hostile = { ...push, url, repo: `me/<b>&co`, branch: `"quoted" & 'single'` };
    const markup = pushItems({ ...activity, recentPushes: [hostile] }, text);
    expect(markup).toContain('href="https://example.dev/?a=1&amp;b=&quot;2&quot;&amp;c=&#39;3&#39;&lt;x&gt;"');
    const [item] = parse(markup);
    const link = elements(item!).find((node) => node.tagName === 'a');
    expect(link?.properties.href).toBe(url);
    expect(textOf(item!)).toBe(
      fill(text.words.push, { commit: push.sha, repo: hostile.repo, branch: hostile.branch, date: formatDay(push.at, locale) }),
    );
    expect(elements(item!).map((node) => node.tagName)).toEqual(['a', 'code', 'time']);
  });

  it('escapes the words of the template too', () => {
    const markup = pushItems(activity, { ...text, words: { ...text.words, push: `${HOSTILE} {commit}` } });
    expect(markup).not.toContain('<img');
    expect(textOf(parse(markup)[0]!)).toBe(`${HOSTILE} ${push.sha}`);
  });
});

describe('demoItems', () => {
  it('lists only the projects with a demo, with their language when known', () => {
    expect(demoItems(activity)).toBe(
      '<li><a href="https://someone.example.dev/">portfolio-site</a><span class="muted"> · TypeScript</span></li>' +
        '<li><a href="https://docs.example.dev/">docs</a></li>',
    );
  });

  it('escapes the name, URL and language', () => {
    const demo = { ...activity.featured[0]!, name: HOSTILE, demoUrl: `https://x.dev/"><script>&`, language: `<C&C>` };
    const [item] = parse(demoItems({ ...activity, featured: [demo] }));
    const [link, language] = elements(item!);
    expect(link?.properties.href).toBe(`https://x.dev/"><script>&`);
    expect(textOf(link!)).toBe(HOSTILE);
    expect(textOf(language!)).toBe(' · <C&C>');
    expect(elements(item!).map((node) => node.tagName)).toEqual(['a', 'span']);
  });
});

describe('an empty activity', () => {
  it('renders empty lists', () => {
    expect(languageItems(empty, 'en')).toBe('');
    expect(pushItems(empty, texts[0]!.text)).toBe('');
    expect(demoItems(empty)).toBe('');
    expect(demoItems({ ...empty, featured: [activity.featured[1]!] })).toBe('');
  });
});
