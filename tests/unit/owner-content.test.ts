import { describe, expect, it } from 'vitest';
import { OwnerContentError, parseOwnerContent } from '../../src/lib/owner/schema.ts';
import { owner } from '../../src/data/owner.ts';

const valid = structuredClone(owner);

describe('owner content', () => {
  it('ships valid, clearly marked example content', () => {
    expect(owner.example).toBe(true);
    expect(owner.profile.githubUser).toBe('octocat');
    expect(owner.projects.some((project) => project.featured)).toBe(true);
  });

  it('names every wrong field in one clear error', () => {
    const broken = structuredClone(valid);
    broken.profile.githubUser = 'not a user!';
    broken.projects[0].demoUrl = 'ftp://nope';
    broken.contact.channels[0].url = 'octocat@example.com';
    try {
      parseOwnerContent(broken, 'owner.ts');
      expect.unreachable('invalid content must throw');
    } catch (error) {
      expect(error).toBeInstanceOf(OwnerContentError);
      const message = (error as Error).message;
      expect(message).toContain('Invalid owner content in owner.ts');
      expect(message).toContain('profile.githubUser: must be a valid GitHub username');
      expect(message).toContain('projects.0.demoUrl');
      expect(message).toContain('contact.channels.0.url');
    }
  });

  it('rejects duplicate project names and a preferred channel that does not exist', () => {
    const broken = structuredClone(valid);
    broken.projects.push({ ...broken.projects[0]!, name: broken.projects[0]!.name.toUpperCase() });
    broken.contact.preferred = 'mastodon';
    expect(() => parseOwnerContent(broken)).toThrow(/duplicate project name[\s\S]*no channel of kind "mastodon"/);
  });

  it('accepts site paths and absolute URLs for developer resources, nothing else', () => {
    const ok = structuredClone(valid);
    ok.developerResources.push({ title: 'X', url: 'https://other.test/x', description: 'd', mediaType: 'text/html' });
    expect(() => parseOwnerContent(ok)).not.toThrow();
    const bad = structuredClone(valid);
    bad.developerResources.push({ title: 'X', url: 'relative/path', description: 'd', mediaType: 'text/html' });
    expect(() => parseOwnerContent(bad)).toThrow(/developerResources\.\d+\.url/);
  });
});
