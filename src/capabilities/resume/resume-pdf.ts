import type { InterFonts } from '../../lib/fonts/inter.ts';
import { PAPER, writePdf } from './pdf/document.ts';
import { EmbeddedFont } from './pdf/embedded-font.ts';
import { Flow } from './pdf/flow.ts';
import { openFace } from './pdf/harfbuzz.ts';
import { accentColours, DEFAULT_ACCENT } from '../../lib/theme/accent.ts';
import { type ResumeSheet, setResume } from './resume-sheet.ts';

/** About 19 mm all round, a little more at the bottom for the page's footer. */
const MARGINS = { top: 54, right: 54, bottom: 60, left: 54 };

export interface ResumePdf {
  bytes: Uint8Array<ArrayBuffer>;
  /** Characters the font has no glyph for: drawn as empty boxes, still there as text. */
  missing: string[];
}

/**
 * The résumé as a PDF (/resume.pdf): set in the site's typeface, its glyphs embedded, on the
 * owner's paper (A4 unless they chose Letter), its text selectable and searchable.
 */
export async function resumePdf(
  { language, ...input }: Omit<ResumeSheet, 'accent'> & { language: string },
  fonts: InterFonts,
): Promise<ResumePdf> {
  const sheet = { ...input, accent: accentColours(input.owner.site.accent ?? DEFAULT_ACCENT).light };
  const [regularFace, boldFace] = await Promise.all([openFace(fonts.regular), openFace(fonts.bold)]);
  const embedded = {
    regular: new EmbeddedFont(regularFace, fonts.regular, language),
    bold: new EmbeddedFont(boldFace, fonts.bold, language),
  };
  const paper = PAPER[sheet.owner.site.resumePaper];
  const flow = new Flow(embedded, paper, MARGINS);
  setResume(flow, sheet);
  const { profile } = sheet.owner;
  const bytes = await writePdf(
    {
      paper,
      pages: flow.pages,
      info: { title: sheet.words.title(profile.name), author: profile.name, subject: profile.headline, language: language },
    },
    embedded,
  );
  return { bytes, missing: [...new Set([...embedded.regular.missing, ...embedded.bold.missing])] };
}
