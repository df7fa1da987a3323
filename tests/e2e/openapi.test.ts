import { describe, expect, it } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { siteUrl } from '../../src/data/site.ts';
import { siteOpenApi } from '../../src/capabilities/build-parts.ts';
import { get } from '../support/http.ts';

describe('/openapi.json through the local stack', () => {
  it('serves the generated document as JSON with CORS', async () => {
    const response = await get('/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual(siteOpenApi(owner, siteUrl));
  });

  it.runIf(owner.site.features.developers)('is the reference the /developers page renders', async () => {
    const html = await (await get('/developers')).text();
    expect(html).toContain('getCodehostActivity');
    expect(html.includes('optimizePortfolio')).toBe(owner.site.features.optimizer);
    const statuses = owner.site.features.optimizer ? ['304', '413', '422', '502', '503'] : ['304', '503'];
    for (const status of statuses) expect(html).toContain(`<code>${status}</code>`);
  });
});
