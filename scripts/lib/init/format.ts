import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { InitError } from './errors.ts';

/** The repository this script belongs to: its biome.jsonc is the style the written file follows. */
const TOOL_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** `source` as Biome formats it for `filePath` (relative to the project), so `biome ci` passes on the written file. */
export function formatWithBiome(source: string, filePath: string): string {
  let biome: string;
  try {
    biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
  } catch {
    throw new InitError('Biome is not installed: run `npm install` first.');
  }
  const result = spawnSync(process.execPath, [biome, 'format', `--stdin-file-path=${filePath}`], {
    cwd: TOOL_ROOT,
    input: source,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0 || !result.stdout) {
    throw new InitError(`Biome could not format the owner file: ${(result.stderr || result.error?.message || 'no output').trim()}`);
  }
  return result.stdout;
}
