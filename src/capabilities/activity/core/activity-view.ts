// Type-only: erased from the bundle, so the words stay out of the page's JavaScript.
import type { ActivityWords } from '../words/en.ts';
import { formatDateTime, formatDay, formatShare } from '../../../lib/i18n/format.ts';
import { fill, plural } from '../../../lib/i18n/template.ts';
import { escapeHtml } from '../../../lib/html/escape-html.ts';
import type { CodehostActivity } from './schema.ts';

/**
 * The markup of the home page's code-activity section, written once: the Astro component
 * renders it at build time (`set:html`) and the browser script re-renders it from
 * /api/codehost (`innerHTML`). Framework-free and free of zod, so the page's script stays
 * small. The words come in as plain strings (the page hands them to its script as JSON) and
 * dates and numbers are written with Intl in the owner's locale. Every text and attribute value is escaped; no inline styles or event handlers,
 * as the page's Content-Security-Policy forbids them (the bars use the SVG width attribute).
 */

/** The section's words in the owner's language, and that language's BCP 47 tag for Intl. */
export interface ActivityText {
  words: ActivityWords['codeActivity'];
  locale: string;
}

/**
 * The summary line, as plain text (for `textContent` or an escaped template expression).
 * `snapshot` for the build-time copy, `live` once refreshed from the API.
 */
export function summaryText(activity: CodehostActivity, mode: 'snapshot' | 'live', { words, locale }: ActivityText): string {
  const repos = plural(words.repos, activity.publicRepos, locale, { year: activity.since.slice(0, 4) });
  const when =
    mode === 'snapshot'
      ? fill(words.snapshot, { date: formatDay(activity.fetchedAt, locale) })
      : fill(words.live, { date: formatDateTime(activity.fetchedAt, locale) });
  return `${repos} ${when}`;
}

/** The one sentence the section is when the page has no activity: no snapshot at build time. */
export function emptyText(githubUser: string, { words }: ActivityText): string {
  return fill(words.empty, { user: githubUser });
}

/** The width of a share's bar in the 0–100 viewBox: the percentage, kept within the track. */
export function barWidth(pct: number): number {
  return Number.isFinite(pct) ? Math.min(100, Math.max(0, pct)) : 0;
}

/** The `<li>` items of the language list: name, share and an SVG bar (hidden from assistive technology). */
export function languageItems(activity: CodehostActivity, locale: string): string {
  return activity.languages
    .map(
      ({ name, pct }) =>
        `<li><span>${escapeHtml(name)} <span class="muted">${escapeHtml(formatShare(pct, locale))}</span></span>` +
        '<svg viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">' +
        '<rect class="bar-track" width="100" height="8" rx="2"></rect>' +
        `<rect class="bar" width="${escapeHtml(barWidth(pct))}" height="8" rx="2"></rect></svg></li>`,
    )
    .join('');
}

/** A dictionary template as HTML: its own words escaped, each `{placeholder}` replaced by the given markup. */
function fillHtml(template: string, markup: Record<string, string>): string {
  return template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && Object.hasOwn(markup, name) ? markup[name]! : escapeHtml(part);
    })
    .join('');
}

/** The `<li>` items of the latest pushes: linked short SHA, repository, branch and day. */
export function pushItems(activity: CodehostActivity, { words, locale }: ActivityText): string {
  return activity.recentPushes
    .map(
      (push) =>
        `<li>${fillHtml(words.push, {
          commit: `<a href="${escapeHtml(push.url)}"><code>${escapeHtml(push.sha)}</code></a>`,
          repo: escapeHtml(push.repo),
          branch: escapeHtml(push.branch),
          date: `<time datetime="${escapeHtml(push.at)}">${escapeHtml(formatDay(push.at, locale))}</time>`,
        })}</li>`,
    )
    .join('');
}

/** The `<li>` items of the featured projects that have a live demo, with their language when known. */
export function demoItems(activity: CodehostActivity): string {
  return activity.featured
    .flatMap(({ name, demoUrl, language }) =>
      demoUrl
        ? [
            `<li><a href="${escapeHtml(demoUrl)}">${escapeHtml(name)}</a>` +
              (language ? `<span class="muted"> · ${escapeHtml(language)}</span>` : '') +
              '</li>',
          ]
        : [],
    )
    .join('');
}

/**
 * The section's lists, each under its heading, leaving out the ones with nothing in them:
 * a heading over an empty list says nothing to anyone.
 */
export function activityBlocks(activity: CodehostActivity, text: ActivityText): string {
  const blocks = [
    { heading: text.words.languages, list: 'ul', name: 'languages', className: 'bars', items: languageItems(activity, text.locale) },
    { heading: text.words.pushes, list: 'ol', name: 'pushes', className: 'pushes', items: pushItems(activity, text) },
    { heading: text.words.demos, list: 'ul', name: 'demos', className: 'demos', items: demoItems(activity) },
  ];
  return blocks
    .filter((block) => block.items !== '')
    .map(
      ({ heading, list, name, className, items }) =>
        `<div><h3>${escapeHtml(heading)}</h3><${list} class="${className}" data-activity="${name}">${items}</${list}></div>`,
    )
    .join('');
}
