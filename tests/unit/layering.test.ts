import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The shared machinery (src/lib) is the layer below: it imports packages, Node's modules and
 * itself, never the site above it (src/capabilities, src/data, src/pages…), which composes it.
 */
/** Every module specifier a file imports or re-exports, statically or dynamically (type-only ones too). */
function specifiers(text: string): string[] {
  const found = [
    ...text.matchAll(/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return found.map((match) => match[1]!);
}

/** Where a specifier points, from the repository's root: a relative path resolved, an alias ("~/", "@/", "src/…") as written; undefined for a package or node: module. */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return relative(root, join(root, dirname(file), specifier)).replaceAll('\\', '/');
  if (/^(?:~|@)\//.test(specifier)) return `src/${specifier.slice(2)}`;
  if (/^\/?src\//.test(specifier)) return specifier.replace(/^\//, '');
  return undefined;
}

/** "src/lib/mcp/server.ts: ../../capabilities/list.ts" for each import of `file` whose target `allowed` refuses. */
function importsOutside(file: string, text: string, allowed: (to: string) => boolean = (to) => to.startsWith('src/lib/')): string[] {
  return specifiers(text)
    .filter((specifier) => {
      const to = target(file, specifier);
      return to !== undefined && !allowed(to);
    })
    .map((specifier) => `${file}: ${specifier}`);
}
const upwardImports = (file: string, text: string) => importsOutside(file, text);

const filesUnder = (folder: string) =>
  readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:ts|mts|mjs|js|astro)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).replaceAll('\\', '/'));
const libFiles = filesUnder('src/lib');
const capabilityFiles = filesUnder('src/capabilities');

describe('layering: src/lib imports nothing of the site above it, src/capabilities nothing of the composition above it', () => {
  it('no file under src/lib imports from src/capabilities, src/data or anything else outside src/lib', () => {
    expect(libFiles.length).toBeGreaterThan(50);
    expect(libFiles.flatMap((file) => upwardImports(file, readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });

  it('no file under src/capabilities imports src/data, src/pages or src/layouts: the composition above them reads the capabilities, never the other way', () => {
    const below = (to: string) => !/^src\/(?:data|pages|layouts)\//.test(to);
    expect(capabilityFiles.flatMap((file) => importsOutside(file, readFileSync(join(root, file), 'utf8'), below))).toEqual([]);
  });

  it('the capability contract imports no capability: src/capabilities/capability.ts imports src/lib alone', () => {
    const file = 'src/capabilities/capability.ts';
    expect(importsOutside(file, readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });

  it('names the file and the import: relative paths, aliases, re-exports, dynamic and type-only imports', () => {
    const file = 'src/lib/mcp/example.ts';
    const text = [
      "import { capabilitiesOn } from '../../capabilities/list.ts';",
      "import type { Capability } from '../../capabilities/capability.ts';",
      "export { owner } from '../../data/owner.ts';",
      "import {\n  posts,\n  postTranslations,\n} from '~/data/posts.ts';",
      "const ui = await import('../../data/ui.ts');",
      "import '../../pages/index.astro';",
      "import { json } from '../http/json.ts';",
      "import { McpServer } from '@modelcontextprotocol/server';",
      "import { join } from 'node:path';",
    ].join('\n');
    expect(upwardImports(file, text)).toEqual([
      `${file}: ../../capabilities/list.ts`,
      `${file}: ../../capabilities/capability.ts`,
      `${file}: ../../data/owner.ts`,
      `${file}: ~/data/posts.ts`,
      `${file}: ../../pages/index.astro`,
      `${file}: ../../data/ui.ts`,
    ]);
  });
});
