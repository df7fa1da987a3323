// Poppler's command-line tools (Debian's poppler-utils: .ci/run installs it) read the PDFs the
// build writes, as a reader would: nobody here wrote them.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function withFile<T>(bytes: Uint8Array, read: (file: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const file = join(folder, 'document.pdf');
    writeFileSync(file, bytes);
    return read(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function run(tool: string, args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`${tool} is missing: install Poppler (apt-get install poppler-utils)`);
    throw error;
  }
}

/** A tool's output, and what it says on stderr while it still succeeds. */
function runWithWarnings(tool: string, args: string[]): { out: string; err: string } {
  const { stdout, stderr, error, status } = spawnSync(tool, args, { encoding: 'utf8' });
  if ((error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
    throw new Error(`${tool} is missing: install Poppler (apt-get install poppler-utils)`);
  if (status !== 0) throw new Error(`${tool} failed (${status}): ${stderr}`);
  return { out: stdout, err: stderr.trim() };
}

/** The text pdftotext extracts, in UTF-8, pages in order. */
export const pdfText = (bytes: Uint8Array): string => withFile(bytes, (file) => run('pdftotext', ['-enc', 'UTF-8', file, '-']));

/** The same, and what pdftotext warns of on stderr (an entry of a ToUnicode map it drops, say). */
export const pdfTextWithWarnings = (bytes: Uint8Array): { text: string; warnings: string } =>
  withFile(bytes, (file) => {
    const { out, err } = runWithWarnings('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return { text: out, warnings: err };
  });

/** pdfinfo's fields ("Pages", "Page size", "Title"…), with what it says on stderr about a damaged file. */
export const pdfInfo = (bytes: Uint8Array): { fields: Record<string, string>; errors: string } =>
  withFile(bytes, (file) => {
    run('pdfinfo', ['-v']);
    const result = execFileSync('sh', ['-c', 'pdfinfo -enc UTF-8 "$1" 2>&1', 'sh', file], { encoding: 'utf8' });
    const fields: Record<string, string> = {};
    const errors: string[] = [];
    for (const line of result.split('\n')) {
      const match = /^([A-Za-z ]+):\s+(.*)$/.exec(line);
      if (match && !line.startsWith('Syntax')) fields[match[1] as string] = match[2] as string;
      else if (line.trim()) errors.push(line);
    }
    return { fields, errors: errors.join('\n') };
  });

/** pdffonts' rows: each font's name, type, and whether it is embedded, a subset, and has a ToUnicode map. */
export const pdfFonts = (bytes: Uint8Array): { name: string; type: string; embedded: boolean; subset: boolean; unicode: boolean }[] =>
  withFile(bytes, (file) =>
    run('pdffonts', [file])
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => {
        const [emb, sub, uni] = line.trim().split(/\s+/).slice(-5, -2);
        return {
          name: line.split(/\s+/)[0] as string,
          type: line.slice(37, 55).trim(),
          embedded: emb === 'yes',
          subset: sub === 'yes',
          unicode: uni === 'yes',
        };
      }),
  );

/** Text with every white space removed: lines wrap anywhere a space was (or inside a word too long for a line). */
export const unspaced = (text: string): string => text.replace(/\s+/g, '');

/** Each word pdftotext finds, with its box's left and right edges in points (`pdftotext -bbox`). */
export const pdfWords = (bytes: Uint8Array): { word: string; xMin: number; xMax: number }[] =>
  withFile(bytes, (file) =>
    [
      ...run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-']).matchAll(
        /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
      ),
    ].map((match) => ({ word: match[3] as string, xMin: Number(match[1]), xMax: Number(match[2]) })),
  );
