import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Capability } from '../../src/capabilities/capability.ts';
import { capabilities } from '../../src/capabilities/list.ts';
import { describeHttpFunction } from '../support/http-function.ts';

// The MCP endpoint's function (a capability's functions: with its tests, tests/unit/<name>/function-config.test.ts).
describeHttpFunction('mcp', '/mcp');

describe('netlify/functions/', () => {
  it("is the MCP endpoint's function and every capability's, no other", () => {
    const files = readdirSync(new URL('../../netlify/functions/', import.meta.url)).sort();
    const declared = ['mcp', ...(capabilities as readonly Capability[]).flatMap((capability) => capability.functions ?? [])];
    expect(files).toEqual(declared.map((name) => `${name}.mts`).sort());
    expect(files).toContain('mcp.mts');
  });
});
