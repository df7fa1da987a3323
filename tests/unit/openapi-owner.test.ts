import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { siteOpenApi } from '../../src/capabilities/build-parts.ts';
import type { OwnerContent } from '../../src/lib/owner/schema.ts';
import { fixtureOwners } from '../fixtures/owners/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is read as untyped JSON.
type Json = Record<string, any>;

/** Every example in the document with the schema it illustrates. */
function examplesWithSchemas(doc: Json): [string, Json, Json][] {
  const found: [string, Json, Json][] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const operation of Object.values<Json>(item)) {
      const media = [
        ...(operation.requestBody ? [['request', operation.requestBody.content['application/json']]] : []),
        ...Object.entries<Json>(operation.responses).flatMap(([status, response]) =>
          response.content ? [[status, response.content['application/json']]] : [],
        ),
      ] as [string, Json][];
      for (const [label, { schema, examples }] of media) {
        for (const [name, example] of Object.entries<Json>(examples ?? {})) found.push([`${path} ${label} ${name}`, schema, example.value]);
      }
    }
  }
  return found;
}

// An optional capability's part, described exactly when it is on: with its tests (tests/unit/<name>/).
describe.each(Object.entries(fixtureOwners))('siteOpenApi for the %s owner', (_, owner) => {
  const doc = siteOpenApi(owner, 'https://site.test') as Json;
  const email = owner.contact.channels.find((channel) => channel.kind === 'email')?.url.slice('mailto:'.length);

  it('puts the owner name, first email, site contact page and MCP URLs into info', () => {
    expect(doc.info.contact).toEqual({
      name: owner.profile.name,
      url: 'https://site.test/contact',
      ...(email ? { email } : {}),
    });
    expect(doc.info.title).toContain(owner.profile.name);
    expect(doc.info.description).toContain('https://site.test/mcp');
    expect(doc.info.description).toContain('https://site.test/mcp/server-card');
  });

  it('has examples that validate against their own schemas', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const examples = examplesWithSchemas(doc);
    // Examples, exactly when it has operations (a site with every optional API taken out has none).
    expect(examples.length > 0).toBe(Object.keys(doc.paths).length > 0);
    for (const [label, schema, value] of examples) {
      const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')));
      expect(validate(value), `${label}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('leaves no $defs reference behind: every $ref points at a component that exists', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain('#/$defs/');
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
    expect(refs.length > 0).toBe(Object.keys(doc.paths).length > 0);
    for (const name of refs) expect(doc.components.schemas[name], name).toBeDefined();
  });
});

describe('siteOpenApi and the site URL', () => {
  const owner = fixtureOwners.example;

  it('leaves the email out when the owner has no email channel', () => {
    const noEmail: OwnerContent = {
      ...owner,
      contact: { ...owner.contact, preferred: 'github', channels: owner.contact.channels.filter((c) => c.kind !== 'email') },
    };
    const doc = siteOpenApi(noEmail, 'https://site.test') as Json;
    expect('email' in doc.info.contact).toBe(false);
  });

  it('takes the first email channel when there are several', () => {
    const twoEmails: OwnerContent = {
      ...owner,
      contact: {
        ...owner.contact,
        channels: [
          { kind: 'github', label: 'GitHub', value: '@x', url: 'https://github.com/x' },
          { kind: 'email', label: 'Work', value: 'work@example.com', url: 'mailto:work@example.com' },
          { kind: 'email', label: 'Home', value: 'home@example.com', url: 'mailto:home@example.com' },
        ],
      },
    };
    expect((siteOpenApi(twoEmails, 'https://site.test') as Json).info.contact.email).toBe('work@example.com');
  });

  it("takes the address from the channel's mailto: link, not its display text", () => {
    const shown: OwnerContent = {
      ...owner,
      contact: {
        ...owner.contact,
        channels: [{ kind: 'email', label: 'Email', value: 'ada [at] example.com', url: 'mailto:ada@example.com?subject=Hello' }],
        preferred: 'email',
      },
    };
    expect((siteOpenApi(shown, 'https://site.test') as Json).info.contact.email).toBe('ada@example.com');
  });

  it('keeps Markdown in the owner name as text in description fields', () => {
    const marked: OwnerContent = { ...owner, profile: { ...owner.profile, name: '[x](javascript:alert(1)) *y*' } };
    const doc = siteOpenApi(marked, 'https://site.test') as Json;
    expect(doc.info.description).toContain('\\[x\\]\\(javascript:alert(1)) \\*y\\*');
    expect(doc.tags[0].description).not.toContain('[x](');
    expect(doc.info.contact.name).toBe('[x](javascript:alert(1)) *y*');
  });

  it('uses only the origin of a site URL with a path as the server', () => {
    const doc = siteOpenApi(owner, 'https://example.org:8443/some/base/') as Json;
    expect(doc.servers).toEqual([{ url: 'https://example.org:8443', description: 'Production' }]);
    expect(doc.info.contact.url).toBe('https://example.org:8443/contact');
  });
});
