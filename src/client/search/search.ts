// The search page's code: Pagefind's API (dist/pagefind/, loaded only here), a query from the form
// or the address (?q=), each result as a link to its page with its matching words marked.
import { plural, type PluralForms } from '../../lib/i18n/template.ts';

interface Words {
  locale: string;
  searching: string;
  results: PluralForms;
  none: string;
  failed: string;
}
interface Result {
  url: string;
  excerpt: string;
  meta: { title?: string };
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  debouncedSearch(query: string, options?: unknown, ms?: number): Promise<{ results: { data(): Promise<Result> }[] } | null>;
}

const SHOWN = 10;
const form = document.querySelector<HTMLFormElement>('[data-search]')!;
const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
const status = document.querySelector<HTMLElement>('.search-status')!;
const list = document.querySelector<HTMLOListElement>('.search-results')!;
const words = JSON.parse(document.getElementById('search-words')!.textContent!) as Words;

let pagefind: Promise<Pagefind> | undefined;
/** Pagefind's script, from the site's root: it picks this page's language's index from <html lang>. */
const loaded = () =>
  (pagefind ??= (import(/* @vite-ignore */ new URL('/pagefind/pagefind.js', location.href).href) as Promise<Pagefind>).then(async (api) => {
    await api.options({ excerptLength: 24 });
    return api;
  }));

/** An excerpt as Pagefind gives it (text with <mark>s), rebuilt from its text: nothing else of it becomes markup. */
function excerptOf(html: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  const parsed = new DOMParser().parseFromString(`<p>${html}</p>`, 'text/html').body.firstChild!;
  for (const node of parsed.childNodes) {
    if (node.nodeName === 'MARK') {
      const mark = document.createElement('mark');
      mark.textContent = node.textContent;
      fragment.append(mark);
    } else fragment.append(node.textContent ?? '');
  }
  return fragment;
}

/** A page's address as the site links it: without `.html`. */
const linkOf = (url: string) => url.replace(/\.html$/, '');

function show(results: Result[], total: number) {
  list.replaceChildren(
    ...results.map((result) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = linkOf(result.url);
      link.textContent = result.meta.title ?? linkOf(result.url);
      const excerpt = document.createElement('p');
      excerpt.append(excerptOf(result.excerpt));
      item.append(link, excerpt);
      return item;
    }),
  );
  status.textContent = total ? plural(words.results, total, words.locale) : words.none;
}

/** What an agent that submitted the form through WebMCP gets back: the results as listed, as text. */
interface Found {
  query: string;
  total: number;
  results: { title: string; url: string; excerpt: string }[];
}

/** Searches, shows the results, and answers them; undefined when a newer query took its place. */
async function search(query: string): Promise<Found | { error: string } | undefined> {
  if (!query.trim()) {
    list.replaceChildren();
    status.textContent = '';
    return { query, total: 0, results: [] };
  }
  status.textContent = words.searching;
  try {
    const found = await (await loaded()).debouncedSearch(query, {}, 150);
    // A newer query took its place.
    if (!found) return undefined;
    const results = await Promise.all(found.results.slice(0, SHOWN).map((result) => result.data()));
    show(results, found.results.length);
    return {
      query,
      total: found.results.length,
      results: results.map((result) => ({
        title: result.meta.title ?? linkOf(result.url),
        url: new URL(linkOf(result.url), location.href).href,
        excerpt: excerptOf(result.excerpt).textContent ?? '',
      })),
    };
  } catch {
    status.textContent = words.failed;
    return { error: words.failed };
  }
}

/** The query in the address, so that a search can be linked to and the back button finds it. */
function remember(query: string) {
  const url = new URL(location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  history.replaceState(null, '', url);
}

/** A submit an agent made through WebMCP's declarative form tool, which takes the answer as a promise. */
type AgentSubmitEvent = SubmitEvent & { agentInvoked?: boolean; respondWith?: (answer: Promise<unknown>) => void };

form.addEventListener('submit', (event: AgentSubmitEvent) => {
  event.preventDefault();
  remember(input.value);
  const answer = search(input.value);
  if (event.agentInvoked && event.respondWith) event.respondWith(answer);
});
input.addEventListener('input', () => {
  remember(input.value);
  void search(input.value);
});

const asked = new URL(location.href).searchParams.get('q');
if (asked) {
  input.value = asked;
  void search(asked);
}
