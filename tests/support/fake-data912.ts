import { createServer } from 'node:http';
import { listenOnLoopback } from './loopback.ts';

/**
 * A loopback fake of data912.com: the three live panels and /historical/{market}/{T}, in
 * the provider's shapes (panel rows {symbol, px_bid, ...}; bars {date, o, h, l, c, v, dr, sa}),
 * with deterministic synthetic prices ending on `today`. Quirks live on dedicated tickers.
 */

type Data912Mode =
  | 'ok'
  | 'server-error'
  | 'hang'
  | 'stall-body'
  | 'rate-limited'
  | 'malformed'
  | 'malformed-history'
  | 'refused'
  | 'panel-error'
  | 'panel-empty'
  | 'panel-not-array';

const PANELS = {
  arg_stocks: ['GGAL', 'GGALD', 'YPFD', 'ALUA', 'ALUAD', 'ALUAC', 'PAMP', 'SPLT', 'CRSH', 'NOHIST', 'ODDHIST', 'SHORT', 'BBAR'],
  arg_cedears: ['AAPL', 'AAPLC', 'AAPLD', 'MELI', 'KO', 'KOD'],
  arg_bonds: ['AL30', 'AL30D', 'AL30C', 'GD30', 'GD30D', 'AE38'],
} as const;

const MARKET_OF_PANEL = { arg_stocks: 'stocks', arg_cedears: 'cedears', arg_bonds: 'bonds' } as const;

/** Deterministic pseudo-random numbers in [0, 1) from a ticker name (mulberry32). */
function random(seedText: string) {
  let seed = [...seedText].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 2654435761) >>> 0, 1779033703);
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Weekdays up to and including `today`, oldest first. */
function businessDays(today: string, count: number): string[] {
  const days: string[] = [];
  const cursor = new Date(`${today}T00:00:00Z`);
  while (days.length < count) {
    const weekday = cursor.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(cursor.toISOString().slice(0, 10));
    cursor.setUTCDate(cursor.getUTCDate() - 1);
  }
  return days.reverse();
}

interface Bar {
  date: string;
  o: number | null;
  h: number | null;
  l: number | null;
  c: number | null;
  v: number;
  dr: number | null;
  sa: number | null;
}

/** The clean series the fake serves for a ticker: what a correct client should end up with. */
export function cleanSeries(symbol: string, today: string): { date: string; close: number }[] {
  const next = random(symbol);
  const length = symbol === 'SHORT' ? 20 : 600;
  const days = businessDays(today, length);
  // Bonds skip every 7th day, so alignment has something to do.
  const kept = symbol.startsWith('AL') || symbol.startsWith('GD') || symbol.startsWith('AE') ? days.filter((_, i) => i % 7 !== 3) : days;
  const drift = 0.0004 + next() * 0.0012;
  const vol = 0.01 + next() * 0.025;
  let price = 500 + next() * 5000;
  return kept.map((date, i) => {
    const shock = (next() + next() + next() - 1.5) * 2 * vol;
    // SPLT: an unadjusted 10:1 split on a quiet day; CRSH: a 60 % crash, no clean ratio.
    if (symbol === 'SPLT' && i === kept.length - 100) price = (price * (1 + drift)) / 10;
    else if (symbol === 'CRSH' && i === kept.length - 100) price *= 0.4;
    else price *= 1 + drift + shock;
    return { date, close: Math.round(price * 100) / 100 };
  });
}

function bars(symbol: string, today: string): Bar[] {
  const series = cleanSeries(symbol, today);
  const rows: Bar[] = series.map(({ date, close }, i) => ({
    date,
    o: close * 0.99,
    h: close * 1.02,
    l: close * 0.98,
    c: close,
    v: 1000 + i,
    dr: i ? close / series[i - 1]!.close - 1 : null,
    sa: 0.3,
  }));
  if (symbol === 'GGAL') {
    // Provider quirks: a wrong first copy of a duplicated date, null and zero closes, unsorted rows.
    rows.push({ ...rows[5]!, date: '2001-01-02', c: null });
    rows.push({ ...rows[6]!, date: '2001-01-03', c: 0 });
    rows.reverse();
    [rows[0], rows[1]] = [rows[1]!, rows[0]!];
    // The served order decides "last": the wrong copy comes first, the right one after it.
    const target = rows[9]!;
    rows.splice(9, 0, { ...target, c: target.c! * 3 });
  }
  return rows;
}

export interface FakeData912 {
  url: string;
  /** YYYY-MM-DD the synthetic histories end on. */
  today: string;
  mode: Data912Mode;
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeData912({ today = new Date().toISOString().slice(0, 10) } = {}): Promise<FakeData912> {
  const fake: FakeData912 = { url: '', today, mode: 'ok', requests: [], close: async () => {} };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    fake.requests.push(path);
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(body);
    };
    const historical = /^\/historical\/(stocks|cedears|bonds)\/([^/]+)$/.exec(path);

    switch (fake.mode) {
      case 'hang':
        return;
      case 'refused':
        return req.socket.destroy();
      case 'server-error':
        return send(503, '<html>Service Unavailable</html>', { 'content-type': 'text/html' });
      case 'rate-limited':
        return send(429, '{"detail":"Too many requests"}', { 'retry-after': '30' });
      case 'malformed':
        return send(200, '[{"symbol": "GGAL", "c": ');
      case 'malformed-history':
        if (historical) return send(200, '[{"date": "2026-01-0');
        break;
      case 'stall-body':
        // Headers and the start of a body, then nothing more.
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('[{"symbol": "GGAL", ');
        return;
      case 'panel-error':
        if (!historical) return send(200, '{"Error": "Service temporarily unavailable"}');
        break;
      case 'panel-empty':
        if (!historical) return send(200, '[]');
        break;
      case 'panel-not-array':
        if (!historical) return send(200, '{"data": []}');
        break;
    }

    const panel = /^\/live\/(arg_stocks|arg_cedears|arg_bonds)$/.exec(path);
    if (panel) {
      const rows = PANELS[panel[1] as keyof typeof PANELS].map((symbol, i) => ({
        symbol,
        q_bid: 100 + i,
        px_bid: 1000 + i,
        px_ask: 1001 + i,
        q_ask: 50,
        v: 12345,
        q_op: 321,
        c: 1000.5 + i,
        pct_change: 0.5,
      }));
      return send(200, JSON.stringify(rows));
    }
    if (historical) {
      const [, market, symbol] = historical as unknown as [string, string, string];
      const panelName = Object.entries(MARKET_OF_PANEL).find(([, m]) => m === market)![0] as keyof typeof PANELS;
      if (!(PANELS[panelName] as readonly string[]).includes(symbol)) return send(404, '{"detail":"Not Found"}');
      if (symbol === 'NOHIST') return send(200, '{"Error": "No data for NOHIST"}');
      if (symbol === 'ODDHIST') return send(200, '{"data": "not a list"}');
      return send(200, JSON.stringify(bars(symbol, fake.today)));
    }
    send(404, '{"detail":"Not Found"}');
  });
  const { url, close } = await listenOnLoopback(server);
  fake.url = url;
  fake.close = close;
  return fake;
}
