// The unit tier's global setup: the functions' modules, which some unit tests import for their
// `config`, import build/site.json (src/data/built-site.ts) and build/counting.json
// (src/data/built-counting.ts). On a fresh clone, before any build, `astro sync` writes them (the
// owner file, no post or page yet; counting off, no path), as every Astro command does.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export default function setup(): void {
  if (existsSync(`${root}build/site.json`) && existsSync(`${root}build/counting.json`)) return;
  const sync = spawnSync(process.execPath, [`${root}node_modules/astro/bin/astro.mjs`, 'sync'], { cwd: root, encoding: 'utf8' });
  if (sync.status !== 0)
    throw new Error(`astro sync, to write build/site.json and build/counting.json, failed:\n${sync.stdout}${sync.stderr}`);
}
