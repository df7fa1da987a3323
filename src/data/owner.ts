import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OwnerContent } from '../lib/owner/schema.ts';
import { contentRoot } from './content-root.ts';

/**
 * The owner content the site is built from: src/content/owner.ts, the owner's own, or, until it
 * exists, the template's example (src/example/owner.ts). Each file validates itself as it loads;
 * only the one in use is loaded.
 *
 * Under Vite (the build, `astro dev`, the tests) import.meta.glob finds the file, so that an edit
 * reloads the pages; the scripts Node runs as they are (`npm run serve`, `npm run registry`) have
 * no import.meta.env nor glob, and import it by its path.
 */
const ownerFiles = import.meta.env
  ? import.meta.glob<OwnerContent>(['/src/content/owner.ts', '/src/example/owner.ts'], { import: 'owner' })
  : {
      // Vite never takes this branch (import.meta.env is set there): nothing for it to analyse.
      [`/${contentRoot}/owner.ts`]: async () =>
        (await import(/* @vite-ignore */ pathToFileURL(join(process.cwd(), contentRoot, 'owner.ts')).href)).owner,
    };

export const owner: OwnerContent = await ownerFiles[`/${contentRoot}/owner.ts`]!();
