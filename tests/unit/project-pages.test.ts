import { describe, expect, it } from 'vitest';
import { projectJsonLd } from '../../src/lib/discovery/json-ld.ts';
import { jsonForScript } from '../../src/lib/html/json-for-script.ts';
import { featuredFirst, neighbours } from '../../src/capabilities/projects/project-order.ts';
import { isProjectPath, projectPath } from '../../src/lib/owner/project-slug.ts';
import type { OwnerContent, Project } from '../../src/lib/owner/schema.ts';
import { fixtureOwners } from '../fixtures/owners/index.ts';

const SITE = 'https://site.test';
const project = (slug: string, featured = false): Project => ({
  name: slug.toUpperCase(),
  slug,
  summary: `${slug}.`,
  tags: [],
  featured,
  highlights: [],
  roles: [],
});

describe('the order of projects', () => {
  const projects = [project('a'), project('b', true), project('c'), project('d', true)];

  it('puts featured projects first and keeps the owner’s order within each group', () => {
    expect(featuredFirst(projects).map((p) => p.slug)).toEqual(['b', 'd', 'a', 'c']);
    expect(projects.map((p) => p.slug)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives each project its neighbours in that order, none past either end or for an unknown slug', () => {
    expect(neighbours(projects, 'b')).toEqual({ previous: undefined, next: projects[3] });
    expect(neighbours(projects, 'a')).toEqual({ previous: projects[3], next: projects[2] });
    expect(neighbours(projects, 'c')).toEqual({ previous: projects[0], next: undefined });
    expect(neighbours(projects, 'zz')).toEqual({});
    expect(neighbours([project('solo')], 'solo')).toEqual({ previous: undefined, next: undefined });
  });

  it('addresses a project at /projects/<slug>, and knows such a path from the list and other pages', () => {
    expect(projectPath(project('pgmigra'))).toBe('/projects/pgmigra');
    expect(isProjectPath('/projects/pgmigra')).toBe(true);
    for (const path of ['/projects', '/projects/', '/', '/projects/a/b', '/contact']) expect(isProjectPath(path), path).toBe(false);
  });
});

describe.each(Object.entries(fixtureOwners))("the %s owner's project pages", (_, owner: OwnerContent) => {
  it('describes each project in JSON-LD: source code when it has a repository, a creative work otherwise, by the owner', () => {
    for (const p of owner.projects) {
      const data = projectJsonLd(p, owner, SITE);
      expect(data['@type']).toBe(p.repoUrl ? 'SoftwareSourceCode' : 'CreativeWork');
      expect(data).toMatchObject({
        name: p.name,
        description: p.summary,
        url: `${SITE}/projects/${p.slug}`,
        inLanguage: owner.site.language,
      });
      expect(data.author).toEqual({ '@type': 'Person', name: owner.profile.name, url: `${SITE}/` });
      expect(data.codeRepository).toBe(p.repoUrl);
      expect(data.keywords).toEqual(p.tags.length ? p.tags : undefined);
      expect(JSON.parse(jsonForScript(data))).toEqual(data);
      expect(jsonForScript(data)).not.toMatch(/<|>/);
    }
  });
});

describe('a project without a repository', () => {
  it('is a CreativeWork with no codeRepository, and dates it when it has a start', () => {
    const owner = fixtureOwners.example;
    const data = projectJsonLd({ ...project('essay'), startDate: '2024-03' }, owner, SITE);
    expect(data['@type']).toBe('CreativeWork');
    expect(data).not.toHaveProperty('codeRepository');
    expect(data.dateCreated).toBe('2024-03');
  });
});
