import { describe, expect, it } from 'vitest';
import { giscusAttributes, giscusLanguage } from '../../../src/capabilities/writing/giscus.ts';
import { OwnerContentSchema } from '../../../src/lib/owner/schema.ts';
import * as z from '../../../src/lib/schema/z.ts';
import { fixtureOwners } from '../../fixtures/owners/index.ts';

const SETTINGS = { repo: 'you/site', repoId: 'R_kgDOabc', category: 'Comments', categoryId: 'DIC_kwDOabc' };

describe('comments by giscus', () => {
  it.each([
    ['en', 'en'],
    ['es-AR', 'es'],
    ['pt-BR', 'pt'],
    ['zh-tw', 'zh-TW'],
    ['gsw', 'en'],
  ])("speak giscus' language nearest the page's: %s -> %s", (page, giscus) => {
    expect(giscusLanguage(page)).toBe(giscus);
  });

  it('map each page to its discussion by path, strictly, in the page’s language and theme', () => {
    expect(giscusAttributes(SETTINGS, 'es-AR', 'dark')).toEqual({
      'data-repo': 'you/site',
      'data-repo-id': 'R_kgDOabc',
      'data-category': 'Comments',
      'data-category-id': 'DIC_kwDOabc',
      'data-mapping': 'pathname',
      'data-strict': '1',
      'data-reactions-enabled': '1',
      'data-emit-metadata': '0',
      'data-input-position': 'bottom',
      'data-theme': 'dark',
      'data-lang': 'es',
    });
  });

  const withComments = (comments: unknown) => {
    const { comments: _, ...site } = fixtureOwners.example!.site;
    return z.safeParse(OwnerContentSchema, { ...fixtureOwners.example!, site: comments === undefined ? site : { ...site, comments } });
  };

  it('are off unless the owner file sets them, and then need a repository as owner/name and giscus’ ids', () => {
    const without = withComments(undefined);
    expect(without.success && without.data.site.comments).toBeUndefined();
    expect(withComments(SETTINGS).success).toBe(true);
    for (const wrong of [
      { ...SETTINGS, repo: 'https://github.com/you/site' },
      { ...SETTINGS, repoId: 'id with spaces' },
      { ...SETTINGS, category: ' ' },
      { ...SETTINGS, extra: 1 },
    ])
      expect(withComments(wrong).success, JSON.stringify(wrong)).toBe(false);
  });
});
