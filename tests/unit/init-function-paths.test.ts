import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declaredPaths, functionPaths } from '../../scripts/lib/init/function-paths.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

describe("declaredPaths: a function's paths, read from its source", () => {
  it('reads a path, or a list of them, written as strings', () => {
    expect(declaredPaths("export const config: Config = {\n  path: '/api/codehost',\n  rateLimit: { windowLimit: 1 },\n};\n")).toEqual([
      '/api/codehost',
    ]);
    expect(declaredPaths('export const config = { path: ["/mcp", \'/.well-known/mcp\'] };\n')).toEqual(['/mcp', '/.well-known/mcp']);
  });

  it('answers none for a function without a path (a scheduled one) or without a config', () => {
    expect(declaredPaths("export const config: Config = {\n  schedule: '@hourly',\n};\n")).toEqual([]);
    expect(declaredPaths('export default () => new Response();\n')).toEqual([]);
  });

  it('cannot read a path that is not written as strings', () => {
    expect(declaredPaths('export const config = { path: PATHS };\n')).toBeUndefined();
    expect(declaredPaths("export const config = { path: ['/a', ...MORE] };\n")).toBeUndefined();
    expect(declaredPaths('export const config = { path: `/api/` + name };\n')).toBeUndefined();
  });

  it("reads every one of the template's functions", () => {
    expect(functionPaths([REPO], new Set())).toBeDefined();
  });
});
