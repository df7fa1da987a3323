import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** Test artefacts, not committed (.gitignore has test-results/): what the pages look like, to look at. */
const folder = new URL('../../test-results/screenshots/', import.meta.url);

/** A file name for a site path: `/` is home, the 404 stand-in is 404, `/projects/x` is projects-x. */
export function pageSlug(path: string, notFoundPath: string): string {
  if (path === '/') return 'home';
  if (path === notFoundPath) return '404';
  return path.slice(1).replaceAll('/', '-');
}

/**
 * Saves the whole page (not only the viewport) as test-results/screenshots/<name>.png, when asked
 * with SCREENSHOTS=1 (`npm run screenshots`): they cost time and, alone, prove nothing.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, folder).pathname, fullPage: true });
}
