import { mkdir, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { builtPages } from './built-pages.ts';
import { interFonts } from '../lib/fonts/inter.ts';
import { ogImagePath, renderOgImage } from '../lib/og/og-image.ts';
import { absoluteUrl } from '../lib/urls.ts';

/** Writes a 1200×630 Open Graph image (dist/og/*.png) for every built page that has a twin: every indexed page of the layout. */
export default function ogImages({ siteUrl, siteName }: { siteUrl: string; siteName: string }): AstroIntegration {
  return {
    name: 'og-images',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const fonts = await interFonts();
        const pages = await builtPages(dir);
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
