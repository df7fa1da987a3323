import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { capabilities } from '../../src/capabilities/list.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What names a capability: reading its switch, asking whether it is on, or naming its MCP tools.
 * Dictionaries (src/lib/i18n/locales/ and the capabilities' words/) say the tools' names in
 * sentences: they are words, not code.
 */
/** `owner.site.features.x`, or `x` taken out of the features by destructuring. */
const switchOf = (name: string) => [
  new RegExp(`\\bfeatures(?:\\??\\.|\\[['"\`])${name}\\b`),
  new RegExp(`\\{[^}]*\\b${name}\\b[^}]*\\}\\s*=\\s*[\\w.]*\\bfeatures\\b`),
];
const tools = (...names: string[]) => names.map((name) => new RegExp(`['"\`]${name}['"\`]`));
const NAMES: Record<string, RegExp[]> = {
  profile: tools('get_profile', 'get_contact'),
  projects: tools('list_projects'),
  activity: tools('get_code_activity'),
  'developer-resources': tools('list_developer_resources'),
  optimizer: [...switchOf('optimizer'), /['"`]optimize_portfolio['"`]/],
  developers: switchOf('developers'),
  resume: [/\bhasResume\b/, /['"`]get_resume['"`]/],
  writing: [...switchOf('writing'), /['"`]list_posts['"`]/],
  stats: tools('site_stats'),
};

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

describe('one folder per capability', () => {
  const sources = SOURCES.flatMap(files).filter((file) => !OUTSIDE.some((pattern) => pattern.test(file)));

  it('knows every capability of the list, and the other way round', () => {
    expect(capabilities.map((capability) => capability.name).sort()).toEqual(Object.keys(NAMES).sort());
  });

  it.each(Object.entries(NAMES))('%s: its switch and its tools are named in its folder only', (name, patterns) => {
    const offenders = sources
      .filter((file) => !file.startsWith(`src/capabilities/${name}/`))
      .flatMap((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        return patterns.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`);
      });
    expect(offenders).toEqual([]);
  });

  it('catches a file that names a capability outside its folder', () => {
    const text = "const { optimizer } = owner.site.features; if (owner.site.features.optimizer) tools.push('optimize_portfolio');";
    expect(NAMES.optimizer!.filter((pattern) => pattern.test(text))).toHaveLength(3);
    expect(NAMES.developers!.some((pattern) => pattern.test('const { developers, optimizer } = site.features;'))).toBe(true);
    expect(NAMES.developers!.some((pattern) => pattern.test('const { developers } = owner.profile;'))).toBe(false);
    for (const read of ['site.features?.writing', "site.features['writing']"])
      expect(
        NAMES.writing!.some((pattern) => pattern.test(read)),
        read,
      ).toBe(true);
  });
});
