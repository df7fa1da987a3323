import type { CodehostActivity } from '../../lib/codehost/schema.ts';
import { demoItems, languageItems, pushItems, summaryText } from '../../lib/codehost/activity-view.ts';

// The home page's code-activity section (src/components/CodeActivity.astro): refreshes the
// build-time snapshot from the live API with the same markup functions. Without JavaScript, or
// when the API fails, the snapshot (or the note in its place) stays.

const section = document.getElementById('activity');

async function refresh() {
  if (!section) return;
  const part = (name: string) => section.querySelector<HTMLElement>(`[data-activity="${name}"]`);
  const summary = part('summary')!;
  try {
    const response = await fetch(section.dataset.endpoint!, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(String(response.status));
    const activity = (await response.json()) as CodehostActivity;
    // Render every part before touching the page, so that a malformed answer leaves the snapshot whole.
    const parts = { languages: languageItems(activity), pushes: pushItems(activity), demos: demoItems(activity) };
    summary.textContent = summaryText(activity, 'live');
    for (const [name, markup] of Object.entries(parts)) {
      const list = part(name);
      if (list) list.innerHTML = markup;
    }
    section.dataset.state = 'live';
  } catch {
    if (!section.querySelector('[data-activity="languages"] li')) summary.textContent = 'Live activity is unavailable right now.';
    section.dataset.state = 'unavailable';
  }
}
refresh();
