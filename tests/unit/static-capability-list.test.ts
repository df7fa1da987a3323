import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { functionBundleOptions } from '../../src/integrations/function-bundles.ts';
import { withStaticImports } from '../../src/integrations/static-capability-list.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const list = readFileSync(new URL('../../src/capabilities/list.ts', import.meta.url), 'utf8');
const lines = [...list.matchAll(/\(await import\('(\.\/[\w-]+\/index\.ts)'\)\)\.(\w+)/g)].map(([, path, name]) => ({ path, name }));

describe("the functions' bundler reads the capability list's imports as static ones", () => {
  it('turns each line into a static import, in the same order, and leaves no dynamic import', () => {
    expect(lines.length).toBeGreaterThan(1);
    const source = withStaticImports(list);
    const imports = [...source.matchAll(/^import \{ (\w+) as (capability\d+) \} from '([^']+)';$/gm)];
    expect(imports.map(([, name, , path]) => ({ path, name }))).toEqual(lines);
    expect(source).not.toMatch(/\bimport\(/);
    const entries = /export const capabilities = \[([\s\S]*?)\] as const/.exec(source)?.[1] ?? '';
    expect(entries.match(/capability\d+/g)).toEqual(imports.map(([, , local]) => local));
  });

  it("so that a bundle evaluates the capabilities' modules in place, not in lazy initialisers", { timeout: 30_000 }, async () => {
    const bundle = async (plugins: NonNullable<ReturnType<typeof functionBundleOptions>['plugins']>) => {
      const { outputFiles } = await build({
        ...functionBundleOptions(root),
        plugins,
        entryPoints: [fileURLToPath(new URL('../../src/capabilities/list.ts', import.meta.url))],
        minify: false,
        write: false,
      });
      return outputFiles[0]!.text;
    };
    // esbuild names each module it wraps: `var init_x = __esm({ "src/…/x.ts"() {…} })`.
    const wrapped = (text: string) => [...text.matchAll(/__esm\(\{\n\s+(?:async )?"([^"]+)"\(\)/g)].map(([, module]) => module!);
    // Without the plugin, the capabilities' modules and all they import (the check fails if esbuild ever stops, and the plugin is not needed).
    expect(wrapped(await bundle([]))).toEqual(expect.arrayContaining(lines.map(({ path }) => `src/capabilities/${path.slice(2)}`)));
    // With it, only the words, which the capabilities load by language (`import(\`./words/${language}.ts\`)`) and which import nothing.
    const left = wrapped(await bundle(functionBundleOptions(root).plugins!));
    expect(left.length).toBeGreaterThan(0);
    expect(left.filter((module) => !/\/(words|locales)\/[\w-]+\.ts$/.test(module))).toEqual([]);
  });
});
