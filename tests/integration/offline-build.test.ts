import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pages } from '../support/built-editions.ts';
import { offlineBuild } from '../support/offline-build.ts';

// What a capability's own part of this build says is checked with its tests (tests/integration/<name>/).
const build = offlineBuild('offline-build');

describe('the build with every upstream unreachable', () => {
  it('still built every page and twin', async () => {
    const pageFiles = pages.flatMap((page) => [`${page.path === '/' ? 'index' : page.path.slice(1)}.html`, page.twin.slice(1)]);
    for (const file of [...pageFiles, 'llms-full.txt', 'openapi.json']) {
      expect((await readFile(join(build.outDir, file), 'utf8')).length, file).toBeGreaterThan(100);
    }
  });
});
