import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Inter as static TrueType files, regular and bold. */
export interface InterFonts {
  regular: Buffer;
  bold: Buffer;
}

// From the project's root, as src/data reads the owner's content: a page's bundled build code has
// no src/ beside it.
const font = (file: string) => readFile(join(process.cwd(), 'src/assets/fonts', file));

/**
 * The site's typeface as static TrueType files (src/assets/fonts/, OFL), for what the build draws
 * or sets outside a browser: Satori's Open Graph images and the résumé PDF.
 */
export async function interFonts(): Promise<InterFonts> {
  const [regular, bold] = await Promise.all([font('Inter_400Regular.ttf'), font('Inter_700Bold.ttf')]);
  return { regular, bold };
}
