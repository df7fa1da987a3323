import { describe, expect, it } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { siteUrl } from '../../src/data/site.ts';
import { siteOpenApi } from '../../src/capabilities/build-parts.ts';
import { t } from '../../src/data/ui.ts';
import { operations } from '../../src/lib/discovery/openapi-reference.ts';
import { escapeHtml } from '../../src/lib/html/escape-html.ts';
import { get } from '../support/http.ts';

interface OpenApiOperation {
  operationId: string;
  responses: Record<string, unknown>;
}

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
    expect(html).toContain('href="/openapi.json"');
    // Every operation of the document, with every status it answers.
    const { paths } = siteOpenApi(owner, siteUrl) as { paths: Record<string, Record<string, OpenApiOperation>> };
    for (const operation of Object.values(paths).flatMap((item) => Object.values(item))) {
      expect(html).toContain(operation.operationId);
      for (const status of Object.keys(operation.responses)) expect(html, operation.operationId).toContain(`<code>${status}</code>`);
    }
  });

  it.runIf(owner.site.features.developers)(
    "names each field of /developers' tables whole, breakable only between its words, and marks the request's required ones",
    async () => {
      const html = await (await get('/developers')).text();
      const required = escapeHtml(t.developersPage.required);
      const rows = [...html.matchAll(/<th scope="row"[^>]*><code class="name"[^>]*>(.*?)<\/code>(.*?)<\/th>/g)].map(([, name, after]) => ({
        words: name!.split(/<wbr[^>]*>/),
        required: after!.includes(required),
      }));
      const fields = operations(siteOpenApi(owner, siteUrl) as Parameters<typeof operations>[0]).flatMap((operation) => [
        ...operation.requestFields.map(({ name, required }) => ({ name, required })),
        ...operation.responseFields.map(({ name }) => ({ name, required: false })),
      ]);
      expect(rows.map(({ words, required }) => ({ name: words.join(''), required }))).toEqual(fields);
      for (const { words } of rows) for (const word of words.slice(1)) expect(word).toMatch(/^[A-Z][a-z]/);
    },
  );
});
