import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OWNER_FILE } from '../../lib/owner/owner-file.ts';

/** `writing: false` among the owner file's feature switches, as npm run init writes them. */
const WRITING_OFF = /(\bfeatures:\s*\{[^}]*\bwriting:\s*)false\b/;

/**
 * Turns the writing switch on in the owner file under `root`, where it is off as npm run init
 * writes it for a fork without posts (npm run new:post does, with the first post); returns what to
 * tell the person, or undefined where there was nothing to switch. Leaves any other text as it is.
 */
export function switchWritingOn(root: string): string | undefined {
  const file = join(root, OWNER_FILE);
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const switched = text.replace(WRITING_OFF, '$1true');
  if (switched === text) return undefined;
  writeFileSync(file, switched);
  return `Turned writing on in ${OWNER_FILE} (site.features.writing).`;
}
