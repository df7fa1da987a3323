import { describe, expect, it } from 'vitest';
import { siteOpenApi } from '../../../src/capabilities/build-parts.ts';
import { fixtureOwners } from '../../fixtures/owners/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is read as untyped JSON.
type Json = Record<string, any>;

describe.each(Object.entries(fixtureOwners))('siteOpenApi for the %s owner: the code activity', (_, owner) => {
  const doc = siteOpenApi(owner, 'https://site.test') as Json;

  it("illustrates GET /api/codehost with the owner's own user and projects, never another owner's", () => {
    const examples = doc.paths['/api/codehost'].get.responses;
    const activity = examples['200'].content['application/json'].examples.activity.value;
    for (const push of activity.recentPushes) expect(push.repo.startsWith(`${owner.profile.githubUser}/`)).toBe(true);
    const projectNames = owner.projects.map((project) => project.name);
    for (const featured of activity.featured) expect(projectNames).toContain(featured.name);
    const unknownUser = examples['503'].content['application/json'].examples.unknown_user.value;
    expect(unknownUser.error.message).toContain(`"${owner.profile.githubUser}"`);
    const other = Object.values(fixtureOwners).find((candidate) => candidate !== owner)!;
    expect(JSON.stringify(examples)).not.toContain(other.profile.githubUser);
  });
});
