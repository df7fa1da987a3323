import { mkdir, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import type { PageInfo } from '../lib/markdown/page-info.ts';
import { ogFonts } from '../lib/og/og-fonts.ts';
import { ogImagePath, renderOgImage } from '../lib/og/og-image.ts';
import { absoluteUrl } from '../lib/urls.ts';

/** Writes each page's 1200×630 Open Graph image (dist/og/*.png) after the build. */
export default function ogImages({ pages, siteUrl, siteName }: { pages: PageInfo[]; siteUrl: string; siteName: string }): AstroIntegration {
  return {
    name: 'og-images',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const fonts = await ogFonts();
        for (const page of pages) {
          const url = absoluteUrl(page.path, siteUrl).replace(/^https?:\/\//, '');
          const png = await renderOgImage({ title: page.title, description: page.description, siteName, url }, fonts);
          const file = new URL(ogImagePath(page.path).slice(1), dir);
          await mkdir(new URL('./', file), { recursive: true });
          await writeFile(file, png);
        }
        logger.info(`wrote ${pages.length} Open Graph images`);
      },
    },
  };
}
