import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { OWNER_FILE } from '../lib/owner/owner-file.ts';

/**
 * Where the site's content is: src/content/ (the owner file, posts/, projects/) once the owner file
 * exists, else the template's example in src/example/ (the same layout). All or nothing: a fork
 * never shows an example post beside its own owner, and `npm run upgrade` can bring new example
 * content without it reaching the fork's site. From the project's root, where every command runs.
 */
export const contentRoot: 'src/content' | 'src/example' = existsSync(join(process.cwd(), OWNER_FILE)) ? 'src/content' : 'src/example';
