import type { CodehostActivity } from './core/schema.ts';
import { activityBlocks, type ActivityText, summaryText } from './core/activity-view.ts';

// The home page's code-activity section (src/capabilities/activity/HomeSection.astro): refreshes the
// build-time snapshot from the live API with the same markup functions, in the words the page
// hands over as JSON and the page's language. Without JavaScript, or when the API fails, the
// snapshot (or the sentence in its place) stays.

const section = document.getElementById('activity');

async function refresh() {
  if (!section) return;
  const part = (name: string) => section.querySelector<HTMLElement>(`[data-activity="${name}"]`);
  const summary = part('summary')!;
  const text: ActivityText = {
    words: JSON.parse(document.getElementById('activity-words')!.textContent!),
    locale: document.documentElement.lang,
  };
  try {
    const response = await fetch(section.dataset.endpoint!, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(String(response.status));
    const activity = (await response.json()) as CodehostActivity;
    // Render everything before touching the page, so that a malformed answer leaves the snapshot whole.
    const blocks = activityBlocks(activity, text);
    const line = summaryText(activity, 'live', text);
    part('blocks')!.innerHTML = blocks;
    summary.textContent = line;
    section.dataset.state = 'live';
  } catch {
    // A build-time snapshot stays as it is; only a section with nothing to show says so.
    if (!part('blocks')?.children.length) summary.textContent = text.words.unavailable;
    section.dataset.state = 'unavailable';
  }
}
refresh();
