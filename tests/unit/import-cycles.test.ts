import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** What ships and what builds it: the site's code, the functions, the scripts and the Astro config. */
const ENTRIES = ['src/**/*.ts', 'netlify/functions/*.mts', 'netlify/edge-functions/*.ts', 'scripts/**/*.ts', 'astro.config.mjs'];

/** dpdm's graph of static imports, type-only ones included (a cycle through types is still one to untangle). */
const cyclesIn = async (entries: string[], cwd = root) =>
  parseCircular(
    await parseDependencyTree(entries, { cwd, context: cwd, transform: false, skipDynamicImports: false, include: /\.(m?[jt]s)$/ }),
  );

describe('imports', () => {
  it('have no cycle, counting type-only imports', async () => {
    expect(await cyclesIn(ENTRIES)).toEqual([]);
  }, 60_000);

  it('would show one: two fixture modules that import each other', async () => {
    const cycles = await cyclesIn(['tests/fixtures/import-cycle/a.ts'], root);
    expect(cycles).toEqual([['tests/fixtures/import-cycle/a.ts', 'tests/fixtures/import-cycle/b.ts']]);
  });
});
