import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { literal, quote, renderOwnerModule } from '../../scripts/lib/init/render.ts';
import { type OwnerContentInput, parseOwnerContent } from '../../src/lib/owner/schema.ts';
import { hostileOwnerInput } from '../fixtures/owners/hostile-es.ts';
import { exampleOwnerInput } from '../fixtures/owners/example.ts';

/** The object literal the module passes to parseOwnerContent, evaluated: what the site would read. */
function evaluate(module: string): unknown {
  const body = module.replace(/^import .*$/m, '').replace('export const owner = parseOwnerContent(', 'return (');
  return new Function(body)();
}

describe('quote', () => {
  it('makes a literal that evaluates back to the very same text, whatever it holds', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => new Function(`return ${quote(text)};`)() === text));
  });

  it('keeps hostile text inside the string', () => {
    const text = "'); process.exit(1); ('\n</script>\u2028";
    expect(new Function(`return ${quote(text)};`)()).toBe(text);
  });
});

describe('literal', () => {
  it('quotes only keys that are not identifiers, and leaves undefined properties out', () => {
    expect(literal({ search: 'yes', 'ai-input': 'no', gone: undefined, n: [1, true] })).toBe(
      "{ search: 'yes', 'ai-input': 'no', n: [1, true] }",
    );
  });
});

describe.each([
  ['hostile', hostileOwnerInput],
  ['example', exampleOwnerInput],
])('renderOwnerModule (%s owner)', (_, input: OwnerContentInput) => {
  const module = renderOwnerModule(input, { gitHubUser: 'lucia-perez', resumeFile: 'cv/*/x*/.json', date: '2026-11-23' });

  it('is a module whose content parses to the same owner content', () => {
    expect(parseOwnerContent(evaluate(module))).toEqual(parseOwnerContent(input));
  });

  it('keeps the shape of the shipped file: a header comment, the import, one export', () => {
    expect(module.startsWith('/**\n')).toBe(true);
    expect(module).toContain("import { parseOwnerContent } from '../lib/owner/schema.ts';");
    expect(module.match(/export const owner = parseOwnerContent\(\{/g)).toHaveLength(1);
  });

  it('closes its header comment only once, whatever the résumé path holds', () => {
    expect(module.split('*/')).toHaveLength(2);
  });
});
