// `npm run build` with every upstream URL pointing at a closed loopback port, as `npm test`
// runs it: the build must succeed without the network (the home page then has no activity
// snapshot and the optimizer its built-in ticker list). The build-time snapshots are tried
// even where the environment switches them off, so that the build meets the closed ports.
// It is built as the site of an owner who set STATS_TOKEN, so that the statistics' tests count
// readers (build/counting.json says on; a stack without a Blobs store still counts nothing).
// Extra arguments go to `astro build`.
import { spawnSync } from 'node:child_process';
import { freePort } from './lib/free-port.ts';

const nowhere = `http://127.0.0.1:${await freePort()}`;
const env = {
  ...process.env,
  CODEHOST_API_URL: nowhere,
  MARKET_DATA_URL: nowhere,
  CODEHOST_BUILD_SNAPSHOT: '',
  MARKET_DATA_BUILD_SNAPSHOT: '',
  ASTRO_TELEMETRY_DISABLED: '1',
  STATS_TOKEN: process.env.STATS_TOKEN || 'offline-build',
};
const astro = new URL('../node_modules/astro/bin/astro.mjs', import.meta.url).pathname;
const result = spawnSync(process.execPath, [astro, 'build', ...process.argv.slice(2)], { env, stdio: 'inherit' });
process.exit(result.status ?? 1);
