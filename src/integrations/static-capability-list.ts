// The capability list (src/capabilities/list.ts) imports each capability with a top-level
// `(await import('./name/index.ts')).name`, one line each, so that taking one out deletes one
// line. Inside a bundle, esbuild evaluates a module that is imported with `import()` lazily: it
// wraps it, and every module it imports, in an initialiser; in the MCP function that is all of
// the site's modules and the SDK's, and the wrapped bundle's cold start is 8–10 ms longer
// (docs/performance.md). The functions' bundler reads those lines as the static imports they
// stand for: the same modules, evaluated in the same order, the list's body having nothing else.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

const CAPABILITY_IMPORT = /\(await import\(('\.\/[\w-]+\/index\.ts')\)\)\.(\w+)/g;

/** The list's source with each capability's `(await import(…)).name` a static import, in order. */
export function withStaticImports(source: string): string {
  const imports: string[] = [];
  const body = source.replace(CAPABILITY_IMPORT, (_, path: string, name: string) => {
    const local = `capability${imports.length}`;
    imports.push(`import { ${name} as ${local} } from ${path};`);
    return local;
  });
  return [...imports, body].join('\n');
}

export const staticCapabilityList: Plugin = {
  name: 'static-capability-list',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]capabilities[\\/]list\.ts$/ }, async ({ path }) => ({
      contents: withStaticImports(await readFile(path, 'utf8')),
      loader: 'ts',
    }));
  },
};
