// Bundles each Netlify Function as Netlify's esbuild bundler would (ESM, Node, all
// dependencies inlined) and reports the bundle size and the cold import time: a fresh
// Node process importing the bundle, median of several runs, minus an empty import.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const functions = ['codehost', 'optimize', 'mcp'];
const runs = Number(process.env.COLD_RUNS ?? 7);
const out = mkdtempSync(join(tmpdir(), 'fn-bundles-'));

function importMs(file: string): number {
  const script = `const t=performance.now();await import(${JSON.stringify(file)});console.log(performance.now()-t)`;
  const times = Array.from({ length: runs }, () =>
    Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim()),
  );
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

const empty = join(out, 'empty.mjs');
writeFileSync(empty, 'export default 1;\n');
const baseline = importMs(empty);
const rows = [];
for (const name of functions) {
  const outfile = join(out, `${name}.mjs`);
  await build({
    entryPoints: [`netlify/functions/${name}.mts`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outfile,
    minify: false,
    logLevel: 'error',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  const bytes = statSync(outfile).size;
  rows.push({
    function: name,
    'bundle (KiB)': (bytes / 1024).toFixed(0),
    'gzip (KiB)': (gzipSync(readFileSync(outfile)).byteLength / 1024).toFixed(0),
    'cold import (ms, median)': (importMs(outfile) - baseline).toFixed(0),
  });
}
console.log(`\nFunction bundles and cold import (Node ${process.version}, median of ${runs} fresh processes)`);
console.table(rows);
rmSync(out, { recursive: true, force: true });
