import { describe, expect, it } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { buildOpenApi } from '../../src/lib/discovery/openapi.ts';
import type { OwnerContent } from '../../src/lib/owner/schema.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is read as untyped JSON.
type Json = Record<string, any>;

describe('buildOpenApi and the owner content', () => {
  it('puts the owner email, site contact page and MCP URLs into info', () => {
    const doc = buildOpenApi(owner, 'https://site.test') as Json;
    expect(doc.info.contact).toEqual({ name: 'The Octocat', url: 'https://site.test/contact', email: 'octocat@example.com' });
    expect(doc.info.description).toContain('https://site.test/mcp');
    expect(doc.info.description).toContain('https://site.test/mcp/server-card');
    expect(doc.info.summary).toBe("Public, keyless APIs of The Octocat's portfolio and developer portal.");
  });

  it('leaves the email out when the owner has no email channel', () => {
    const noEmail: OwnerContent = {
      ...owner,
      contact: { ...owner.contact, preferred: 'github', channels: owner.contact.channels.filter((c) => c.kind !== 'email') },
    };
    const doc = buildOpenApi(noEmail, 'https://site.test') as Json;
    expect(doc.info.contact).toEqual({ name: 'The Octocat', url: 'https://site.test/contact' });
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
    expect((buildOpenApi(twoEmails, 'https://site.test') as Json).info.contact.email).toBe('work@example.com');
  });

  it('uses only the origin of a site URL with a path as the server, and names the owner in the tags', () => {
    const renamed: OwnerContent = { ...owner, profile: { ...owner.profile, name: 'Ada Lovelace' } };
    const doc = buildOpenApi(renamed, 'https://example.org:8443/some/base/') as Json;
    expect(doc.servers).toEqual([{ url: 'https://example.org:8443', description: 'Production' }]);
    expect(doc.info.title).toBe('Ada Lovelace: public API');
    expect(doc.info.contact.url).toBe('https://example.org:8443/contact');
    expect(doc.tags[0].description).toBe("Ada Lovelace's public activity on GitHub.");
  });

  it('leaves no $defs reference behind: every $ref points at a component that exists', () => {
    const doc = buildOpenApi(owner, 'https://site.test') as Json;
    const text = JSON.stringify(doc);
    expect(text).not.toContain('#/$defs/');
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const name of refs) expect(doc.components.schemas[name], name).toBeDefined();
  });
});
