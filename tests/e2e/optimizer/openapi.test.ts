import { describe, expect, it } from 'vitest';
import { optimizer } from '../../../src/capabilities/optimizer/index.ts';
import { owner } from '../../../src/data/owner.ts';
import { get } from '../../support/http.ts';

describe.runIf(owner.site.features.developers)('the /developers reference, for the optimizer', () => {
  it('documents the optimizer’s operation and its statuses exactly while it is on', async () => {
    const html = await (await get('/developers')).text();
    const on = optimizer.isOn(owner);
    expect(html.includes('optimizePortfolio')).toBe(on);
    if (on) for (const status of ['413', '422', '503']) expect(html).toContain(`<code>${status}</code>`);
  });
});
