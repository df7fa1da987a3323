import { readFile } from 'node:fs/promises';
import type { OgFonts } from './og-image.ts';

const font = (file: string) => readFile(new URL(`../../assets/fonts/${file}`, import.meta.url));

/** Inter for the Open Graph images: Satori draws from static TrueType files (src/assets/fonts/, OFL). */
export async function ogFonts(): Promise<OgFonts> {
  const [regular, bold] = await Promise.all([font('Inter_400Regular.ttf'), font('Inter_700Bold.ttf')]);
  return { regular, bold };
}
