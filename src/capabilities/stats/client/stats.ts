// The /stats page's code: asks GET /api/stats for the owner's counts with the token typed in the
// form and draws them with the DOM and SVG, every text set as text. The token lives in this
// script's memory only: never in storage, where a script of another page of the site (giscus's,
// on a post with comments) could read it, never in an address, and forgotten when the page goes.
// No library: a few tables, bars and one column chart.

interface Ranked {
  name: string;
  count: number;
}
/** A table's names with the most requests, and how many more there are with their requests summed. */
interface Top {
  top: Ranked[];
  rest: { names: number; count: number };
}
interface Report {
  counting: boolean;
  from: string;
  to: string;
  total: number;
  byKind: Record<string, number>;
  daily: { day: string; byKind: Record<string, number> }[];
  topByKind: Record<string, Top>;
  mcpClients: { top: (Ranked & { calls: Top })[]; rest: Top['rest'] };
  signedAgents: Top;
  llmsTxt: Record<string, number>;
  feeds: Record<string, number>;
}
type Words = Record<string, string> & { locale: string; kinds: { kind: string; label: string }[] };

const SVG = 'http://www.w3.org/2000/svg';
const words = JSON.parse(document.getElementById('stats-words')!.textContent!) as Words;
const form = document.querySelector<HTMLFormElement>('[data-stats-form]')!;
const input = form.querySelector<HTMLInputElement>('input')!;
const statusLine = document.querySelector<HTMLElement>('.stats-status')!;
const report = document.querySelector<HTMLElement>('.stats-report')!;
const number = new Intl.NumberFormat(words.locale);
const dayFormat = new Intl.DateTimeFormat(words.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayOf = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function svg(tag: string, attributes: Record<string, string | number>): SVGElement {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

/** A table with a header row and a row header a row; `numbers` are the columns of counts, kept on one line. */
function table(head: string[], rows: (string | Node)[][], numbers: number[] = []): HTMLTableElement {
  const tableElement = element('table', undefined, 'stats-table');
  const headRow = tableElement.createTHead().insertRow();
  for (const [index, cell] of head.entries()) headRow.append(element('th', cell, numbers.includes(index) ? 'stats-number' : undefined));
  const body = tableElement.createTBody();
  for (const cells of rows) {
    const row = body.insertRow();
    cells.forEach((cell, index) => {
      const td = element(index === 0 ? 'th' : 'td', undefined, numbers.includes(index) ? 'stats-number' : undefined);
      if (index === 0) td.scope = 'row';
      td.append(cell);
      row.append(td);
    });
  }
  return tableElement;
}

/** A count with a bar as long as its share of the largest: the width set through the CSSOM, which the page's CSP allows. */
function bar(count: number, largest: number, kind: string): HTMLElement {
  const cell = element('span', undefined, 'stats-bar-cell');
  const barElement = element('span', undefined, 'stats-bar');
  barElement.dataset.kind = kind;
  barElement.style.width = `${largest ? Math.max(1, (count / largest) * 100) : 0}%`;
  cell.append(barElement, element('span', number.format(count), 'stats-count'));
  return cell;
}

function section(title: string, ...content: Node[]): HTMLElement {
  const part = element('section');
  part.append(element('h2', title), ...content);
  return part;
}

/** The days as stacked columns, one colour a kind: an SVG that scales with the page, and a table with the same numbers. */
function dailyChart(data: Report): Node[] {
  const width = 600;
  const height = 200;
  // The kinds the range has: no empty column (a kind no longer counted, say).
  const shown = words.kinds.filter(({ kind }) => data.byKind[kind]);
  const kinds = shown.map(({ kind }) => kind);
  const totals = data.daily.map(({ byKind }) => kinds.reduce((sum, kind) => sum + (byKind[kind] ?? 0), 0));
  const largest = Math.max(1, ...totals);
  const step = width / Math.max(1, data.daily.length);
  const chart = svg('svg', { viewBox: `0 0 ${width} ${height + 24}`, role: 'img', class: 'stats-chart' });
  chart.setAttribute('aria-label', fill(words.dailyChart ?? '', { from: dayOf(data.from), to: dayOf(data.to) }));
  data.daily.forEach(({ day, byKind }, index) => {
    let top = height;
    for (const kind of kinds) {
      const count = byKind[kind] ?? 0;
      if (!count) continue;
      const size = (count / largest) * height;
      top -= size;
      const rect = svg('rect', { x: index * step + step * 0.15, y: top, width: step * 0.7, height: size, 'data-kind': kind });
      rect.append(svg('title', {}));
      rect.lastChild!.textContent = `${dayOf(day)}: ${words.kinds.find((entry) => entry.kind === kind)?.label} ${number.format(count)}`;
      chart.append(rect);
    }
  });
  chart.append(svg('line', { x1: 0, y1: height, x2: width, y2: height, class: 'stats-axis' }));
  for (const [at, anchor, text] of [
    [0, 'start', dayOf(data.from)],
    [width, 'end', dayOf(data.to)],
  ] as const) {
    const label = svg('text', { x: at, y: height + 18, 'text-anchor': anchor, class: 'stats-label' });
    label.textContent = text;
    chart.append(label);
  }
  const details = element('details');
  details.append(
    element('summary', words.dailyTable),
    table(
      [words.day ?? '', ...shown.map(({ label }) => label)],
      data.daily.map(({ day, byKind }) => [dayOf(day), ...kinds.map((kind) => number.format(byKind[kind] ?? 0))]),
      kinds.map((_, index) => index + 1),
    ),
  );
  const legend = element('ul', undefined, 'stats-legend');
  for (const { kind, label } of words.kinds) {
    if (!data.byKind[kind]) continue;
    const item = element('li', label);
    item.dataset.kind = kind;
    legend.append(item);
  }
  return [chart, legend, details];
}

/** "3 more": the names a table leaves out. */
const others = (names: number) => fill(words.others ?? '', { names: number.format(names) });

function draw(data: Report) {
  const kinds = words.kinds.filter(({ kind }) => data.byKind[kind]);
  const largest = Math.max(0, ...kinds.map(({ kind }) => data.byKind[kind] ?? 0));
  const parts: Node[] = [
    ...(data.counting ? [] : [element('p', words.notCounting, 'stats-warning')]),
    element('p', fill(words.summary ?? '', { total: number.format(data.total), from: dayOf(data.from), to: dayOf(data.to) }), 'lead'),
  ];
  if (!data.total) parts.push(element('p', words.nothing));
  else {
    parts.push(
      section(
        words.byKind ?? '',
        table(
          [words.kind ?? '', words.requests ?? ''],
          kinds.map(({ kind, label }) => [label, bar(data.byKind[kind] ?? 0, largest, kind)]),
        ),
      ),
      section(words.daily ?? '', ...dailyChart(data)),
      section(
        words.mostRead ?? '',
        ...kinds.map(({ kind, label }) => {
          const group = element('div', undefined, 'stats-top');
          const list = element('ol');
          const { top, rest } = data.topByKind[kind] ?? { top: [], rest: { names: 0, count: 0 } };
          for (const { name, count } of top) {
            const item = element('li');
            item.append(element('code', name), ` ${number.format(count)}`);
            list.append(item);
          }
          group.append(element('h3', label), list);
          if (rest.names) group.append(element('p', `${others(rest.names)}: ${number.format(rest.count)}`, 'stats-rest'));
          return group;
        }),
      ),
    );
    const { top: clients, rest: otherClients } = data.mcpClients;
    if (clients.length) {
      const calls = ({ top, rest }: Top) =>
        [
          ...top.map((call) => `${call.name} (${number.format(call.count)})`),
          ...(rest.names ? [`${others(rest.names)} (${number.format(rest.count)})`] : []),
        ].join(', ');
      parts.push(
        section(
          words.mcpClients ?? '',
          table(
            [words.client ?? '', words.requests ?? '', words.calls ?? ''],
            [
              ...clients.map((client) => [client.name, number.format(client.count), calls(client.calls)]),
              ...(otherClients.names ? [[others(otherClients.names), number.format(otherClients.count), '']] : []),
            ],
            [1],
          ),
        ),
      );
    }
    const { top: agents, rest: otherAgents } = data.signedAgents;
    if (agents.length) {
      parts.push(
        section(
          words.signedAgents ?? '',
          table(
            [words.signer ?? '', words.requests ?? ''],
            [
              ...agents.map((agent) => [agent.name, number.format(agent.count)]),
              ...(otherAgents.names ? [[others(otherAgents.names), number.format(otherAgents.count)]] : []),
            ],
            [1],
          ),
        ),
      );
    }
    const documents = words.kinds.filter(({ kind }) => data.llmsTxt[kind] || data.feeds[kind]);
    if (documents.length) {
      parts.push(
        section(
          words.llmsAndFeeds ?? '',
          table(
            [words.kind ?? '', words.llms ?? '', words.feeds ?? ''],
            documents.map(({ kind, label }) => [label, number.format(data.llmsTxt[kind] ?? 0), number.format(data.feeds[kind] ?? 0)]),
            [1, 2],
          ),
        ),
      );
    }
  }
  const forget = element('button', words.forget, 'button');
  forget.type = 'button';
  forget.addEventListener('click', () => {
    forgetToken();
    input.focus();
  });
  parts.push(forget);
  report.replaceChildren(...parts);
  report.hidden = false;
}

/** The token, in this page's memory only, while its report is shown. */
let token: string | undefined;
/** The number of the latest load: an answer to an earlier one (a token typed again before it came) is dropped. */
let latest = 0;

/** The token and everything drawn with it gone; the form back. */
function forgetToken() {
  token = undefined;
  latest++;
  report.hidden = true;
  report.replaceChildren();
  statusLine.textContent = '';
  form.hidden = false;
}

async function load() {
  const ticket = ++latest;
  statusLine.textContent = words.loading ?? '';
  try {
    const response = await fetch('/api/stats', { headers: { authorization: `Bearer ${token}` }, cache: 'no-store' });
    if (ticket !== latest) return;
    if (response.status === 401) {
      token = undefined;
      statusLine.textContent = words.wrongToken ?? '';
      input.focus();
      return;
    }
    if (response.status === 404) {
      statusLine.textContent = words.off ?? '';
      return;
    }
    if (!response.ok) throw new Error(String(response.status));
    const report = (await response.json()) as Report;
    if (ticket !== latest) return;
    draw(report);
    statusLine.textContent = '';
    form.hidden = true;
  } catch {
    if (ticket === latest) statusLine.textContent = words.failed ?? '';
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  token = input.value.trim();
  input.value = '';
  void load();
});

// Leaving the page forgets the token, even when the browser keeps the page to come back to.
window.addEventListener('pagehide', forgetToken);
