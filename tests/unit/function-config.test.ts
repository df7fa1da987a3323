import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Capability } from '../../src/capabilities/capability.ts';
import { capabilities } from '../../src/capabilities/list.ts';
import { describeHttpFunction } from '../support/http-function.ts';

// The HTTP functions of the capabilities always there, and the MCP endpoint's (an optional
// capability's: with its tests, tests/unit/<name>/function-config.test.ts).
const functions = { codehost: '/api/codehost', mcp: '/mcp', stats: '/api/stats' } as const;

for (const [name, path] of Object.entries(functions)) describeHttpFunction(name, path);

describe('netlify/functions/compact-stats.mts', () => {
  it('is a scheduled function, every quarter of an hour, with no public path', async () => {
    const { config } = await import('../../netlify/functions/compact-stats.mts');
    expect(config).toEqual({ schedule: '*/15 * * * *' });
  });
});

describe('netlify/functions/refresh-activity.mts', () => {
  it('is an hourly scheduled function with no public path (Netlify allows one or the other)', async () => {
    const { config } = await import('../../netlify/functions/refresh-activity.mts');
    expect(config).toEqual({ schedule: '@hourly' });
  });
});

describe('netlify/functions/', () => {
  it("is the MCP endpoint's function and every capability's, no other", () => {
    const files = readdirSync(new URL('../../netlify/functions/', import.meta.url)).sort();
    const declared = ['mcp', ...(capabilities as readonly Capability[]).flatMap((capability) => capability.functions ?? [])];
    expect(files).toEqual(declared.map((name) => `${name}.mts`).sort());
    for (const name of Object.keys(functions)) expect(files).toContain(`${name}.mts`);
  });
});
