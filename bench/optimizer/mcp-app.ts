// The optimize_portfolio MCP App as a host downloads it: the built document's size raw,
// gzipped and with Brotli, against the issue's budget (60 KB gzipped), and how much of it is
// script. Needs dist/ (`npm run bench` builds it first).
import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { OPTIMIZER_APP_FILE } from '../../src/capabilities/optimizer/mcp-app.ts';

const BUDGET_GZIP_BYTES = 60 * 1024;
const html = readFileSync(new URL(`../../dist${OPTIMIZER_APP_FILE}`, import.meta.url));
const script = html.toString('utf8').match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? '';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = gzipSync(html, { level: 9 }).length;

console.log(`MCP App ${OPTIMIZER_APP_FILE}`);
console.log(`  raw ${kb(html.length)}, gzip ${kb(gzipped)}, brotli ${kb(brotliCompressSync(html).length)}`);
console.log(`  script ${kb(script.length)} (gzip ${kb(gzipSync(script, { level: 9 }).length)})`);
console.log(
  `  budget ${kb(BUDGET_GZIP_BYTES)} gzipped: ${gzipped <= BUDGET_GZIP_BYTES ? 'within' : `over by ${kb(gzipped - BUDGET_GZIP_BYTES)}`}`,
);
