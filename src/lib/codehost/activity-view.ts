import type { CodehostActivity } from './schema.ts';

/**
 * The markup of the home page's code-activity section, written once: the Astro component
 * renders it at build time (`set:html`) and the browser script re-renders it from
 * /api/codehost (`innerHTML`). Framework-free and free of zod, so the page's script stays
 * small. Every text and attribute value is escaped; no inline styles or event handlers,
 * as the page's Content-Security-Policy forbids them (the bars use the SVG width attribute).
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes a value for use as HTML text or as a double-quoted attribute value. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

const day = (iso: string) => iso.slice(0, 10);

/**
 * The summary line, as plain text (for `textContent` or an escaped template expression).
 * `snapshot` for the build-time copy, `live` once refreshed from the API.
 */
export function summaryText(activity: CodehostActivity, mode: 'snapshot' | 'live'): string {
  const repos = `${activity.publicRepos} public repositories on GitHub since ${activity.since.slice(0, 4)}.`;
  return mode === 'snapshot'
    ? `${repos} Snapshot taken ${day(activity.fetchedAt)}.`
    : `${repos} Updated ${activity.fetchedAt.slice(0, 16).replace('T', ' ')} UTC.`;
}

/** The width of a share's bar in the 0–100 viewBox: the percentage, kept within the track. */
export function barWidth(pct: number): number {
  return Number.isFinite(pct) ? Math.min(100, Math.max(0, pct)) : 0;
}

/** The `<li>` items of the language list: name, share and an SVG bar (hidden from assistive technology). */
export function languageItems(activity: CodehostActivity): string {
  return activity.languages
    .map(
      ({ name, pct }) =>
        `<li><span>${escapeHtml(name)} <span class="muted">${escapeHtml(pct)}%</span></span>` +
        '<svg viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">' +
        '<rect class="bar-track" width="100" height="8" rx="2"></rect>' +
        `<rect class="bar" width="${escapeHtml(barWidth(pct))}" height="8" rx="2"></rect></svg></li>`,
    )
    .join('');
}

/** The `<li>` items of the latest pushes: linked short SHA, repository, branch and date. */
export function pushItems(activity: CodehostActivity): string {
  return activity.recentPushes
    .map(
      (push) =>
        `<li><a href="${escapeHtml(push.url)}"><code>${escapeHtml(push.sha)}</code></a> ` +
        `to ${escapeHtml(push.repo)} (${escapeHtml(push.branch)}), ` +
        `<time datetime="${escapeHtml(push.at)}">${escapeHtml(day(push.at))}</time></li>`,
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
