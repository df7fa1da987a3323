import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What names a capability: reading its switch, asking whether it is on, or naming its MCP tools.
 * Dictionaries (src/lib/i18n/locales/ and the capabilities' words/) say the tools' names in
 * sentences: they are words, not code.
 */
/** `owner.site.features.x`, or `x` taken out of the features by destructuring. */
export const switchOf = (name: string) => [
  new RegExp(`\\bfeatures(?:\\??\\.|\\[['"\`])${name}\\b`),
  new RegExp(`\\{[^}]*\\b${name}\\b[^}]*\\}\\s*=\\s*[\\w.]*\\bfeatures\\b`),
];
export const tools = (...names: string[]) => names.map((name) => new RegExp(`['"\`]${name}['"\`]`));

const SOURCES = ['src', 'netlify', 'scripts', 'astro.config.mjs'];
const OUTSIDE = [/^src\/lib\/i18n\/locales\//, /^src\/capabilities\/[^/]+\/words\//, /^src\/capabilities\/(list|build-parts)\.ts$/];

function files(path: string): string[] {
  const full = join(root, path);
  try {
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|mts|mjs|astro)$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  } catch {
    return [path];
  }
}

let sources: string[] | undefined;
/** The site's source files that name a capability (`name`'s patterns) outside its folder, with the pattern each matches. */
export function namedOutside(name: string, patterns: readonly RegExp[]): string[] {
  sources ??= SOURCES.flatMap(files).filter((file) => !OUTSIDE.some((pattern) => pattern.test(file)));
  return sources
    .filter((file) => !file.startsWith(`src/capabilities/${name}/`))
    .flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return patterns.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`);
    });
}

/** A capability whose own tests (tests/unit/<name>/capability-boundaries.test.ts) check that it is named in its folder only. */
export const checksItsOwnNames = (name: string): boolean => existsSync(join(root, 'tests/unit', name, 'capability-boundaries.test.ts'));

/**
 * A capability's own check of its names, in its test folder (so it leaves with it): nothing
 * outside the folder names it (`what`: its switch, its tools), and `patterns` catch `sample`,
 * a line that names it, `caught` times.
 */
export function describeOwnNames(name: string, label: string, what: string, patterns: readonly RegExp[], sample: string, caught: number) {
  describe(`the ${name} folder`, () => {
    it(`is the only place that names ${label}: ${what}`, () => {
      expect(namedOutside(name, patterns)).toEqual([]);
    });

    it(`catches a file that names ${label} outside its folder`, () => {
      expect(patterns.filter((pattern) => pattern.test(sample))).toHaveLength(caught);
    });
  });
}
