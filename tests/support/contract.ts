import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { siteOpenApi } from '../../src/capabilities/build-parts.ts';
import { everyFeatureOn } from './site-apis.ts';

// biome-ignore lint/suspicious/noExplicitAny: OpenAPI documents and response bodies are walked as untyped JSON.
type Json = Record<string, any>;

/**
 * The OpenAPI document the site publishes, generated exactly as the build does, with every API
 * in it: the handlers answer by the same contract whether or not this owner deploys them.
 */
const openapi = siteOpenApi(everyFeatureOn(owner), 'https://site.test') as Json;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi', components: openapi.components }, 'openapi');

const validators = new Map<string, ReturnType<typeof ajv.compile>>();
function validatorFor(schema: Json) {
  const key = JSON.stringify(schema);
  if (!validators.has(key)) {
    const resolved = JSON.parse(key.replaceAll('"#/components/', '"openapi#/components/'));
    validators.set(key, ajv.compile(resolved));
  }
  return validators.get(key)!;
}

/** Fails unless the response is one the OpenAPI document describes: status, headers, media type and body. */
export async function expectConformsToOpenApi(path: string, method: string, response: Response) {
  const item = openapi.paths[path];
  expect(item, `${path} is not in openapi.json`).toBeDefined();
  let operation = item[method.toLowerCase() === 'head' ? 'get' : method.toLowerCase()];
  // A method the path does not offer is answered 405, as described on the path's operation.
  if (!operation && response.status === 405) operation = Object.values<Json>(item).find((candidate) => candidate.responses?.['405']);
  expect(operation, `${method} ${path} is not in openapi.json`).toBeDefined();
  const described = operation.responses[String(response.status)];
  expect(described, `${method} ${path} answered ${response.status}, which openapi.json does not describe`).toBeDefined();
  for (const [name, spec] of Object.entries<Json>(described.headers ?? {})) {
    const value = response.headers.get(name);
    if (spec.required) expect(value, `${method} ${path} ${response.status}: header ${name}`).not.toBeNull();
    if (value !== null && spec.schema?.const !== undefined) expect(value).toBe(spec.schema.const);
    if (value !== null && spec.schema?.enum) expect(spec.schema.enum).toContain(value);
  }
  const content = described.content as Json | undefined;
  const text = await response.clone().text();
  if (!content || method.toUpperCase() === 'HEAD') {
    expect(text, `${method} ${path} ${response.status} should have no body`).toBe('');
    return;
  }
  const mediaType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  expect(Object.keys(content), `${method} ${path} ${response.status}: content type`).toContain(mediaType);
  const validate = validatorFor(content[mediaType].schema);
  const body = JSON.parse(text);
  const valid = validate(body);
  expect(valid, `${method} ${path} ${response.status} drifts from openapi.json: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

/** fetch against the local stack, checking every response of one API path against openapi.json. */
export function contractChecked(apiPath: string, fetcher: (path: string, init?: RequestInit) => Promise<Response>) {
  return async (path: string, init: RequestInit = {}) => {
    const response = await fetcher(path, init);
    await expectConformsToOpenApi(apiPath, init.method ?? 'GET', response);
    return response;
  };
}
