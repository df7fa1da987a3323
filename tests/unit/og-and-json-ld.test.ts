import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { owner } from '../../src/data/owner.ts';
import { jsonForScript, profilePageJsonLd } from '../../src/lib/discovery/json-ld.ts';
import { OG_HEIGHT, OG_WIDTH, ogImagePath, renderOgImage } from '../../src/lib/og/og-image.ts';

const require = createRequire(import.meta.url);
const font = (file: string) => readFile(require.resolve(`@expo-google-fonts/inter/${file}`));

describe('Open Graph images', () => {
  it('renders a 1200×630 PNG, even for a title and description far too long for it', { timeout: 20_000 }, async () => {
    const fonts = { regular: await font('400Regular/Inter_400Regular.ttf'), bold: await font('700Bold/Inter_700Bold.ttf') };
    const png = await renderOgImage({ title: 'T'.repeat(300), description: 'word '.repeat(200), siteName: 'Ada', url: 'ada.dev/x' }, fonts);
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_WIDTH, OG_HEIGHT]);
  });

  it('names one image per page path', () => {
    expect(ogImagePath('/')).toBe('/og/index.png');
    expect(ogImagePath('/projects')).toBe('/og/projects.png');
  });
});

describe('JSON-LD', () => {
  it('lists the GitHub profile in sameAs once, even when a link already names it', () => {
    const sameAs = profilePageJsonLd(owner, 'https://s.test').mainEntity.sameAs;
    expect(sameAs.filter((url) => url === 'https://github.com/octocat')).toHaveLength(1);
  });

  it('cannot close its script element: every < is escaped', () => {
    const text = jsonForScript({ bio: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ bio: '</script><script>alert(1)</script>' });
  });
});
