/** A font face of KaTeX's stylesheet: its family, weight and style, and its woff2 file's name. */
interface Face {
  family: string;
  weight: string;
  style: string;
  file: string;
}

/** What a rule of KaTeX's stylesheet draws with: the classes of each element its selector names (`.a.b .c`), and the face. */
interface ClassFont {
  parts: string[][];
  face: Omit<Face, 'file'>;
}

const declaration = (block: string, name: string) => new RegExp(`(?:^|;)${name}:([^;]+)`).exec(block)?.[1]?.trim();

/** The stylesheet's @font-face rules. */
function facesOf(css: string): Face[] {
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].flatMap(([, block = '']) => {
    const file = /url\([^)]*?([\w-]+)\.woff2\)/.exec(block)?.[1];
    const family = declaration(block, 'font-family');
    if (!file || !family) return [];
    return [{ family, weight: declaration(block, 'font-weight') ?? '400', style: declaration(block, 'font-style') ?? 'normal', file }];
  });
}

/** The stylesheet's rules that set a KaTeX family on elements inside `.katex`. */
function classFontsOf(css: string): ClassFont[] {
  return [...css.matchAll(/([^{}]+)\{([^}]*font-family:KaTeX_[^}]*)\}/g)].flatMap(([, selectors = '', block = '']) => {
    if (selectors.includes('@font-face')) return [];
    const family = declaration(block, 'font-family')!;
    const weight = declaration(block, 'font-weight') === '700' || declaration(block, 'font-weight') === 'bold' ? '700' : '400';
    const style = declaration(block, 'font-style') ?? 'normal';
    return selectors.split(',').flatMap((selector) => {
      const parts = selector
        .trim()
        .replace(/>span$/, '')
        .split(/\s+/);
      if (parts[0] !== '.katex' || parts.length < 2) return [];
      return [{ parts: parts.slice(1).map((part) => part.split('.').filter(Boolean)), face: { family, weight, style } }];
    });
  });
}

/**
 * The woff2 files of KaTeX's fonts a text's math draws with, read from KaTeX's own stylesheet:
 * its base face (KaTeX_Main), and each face a rule gives an element of the math by its classes.
 */
export function mathFontFiles(html: string, katexCss: string): string[] {
  const faces = facesOf(katexCss);
  const fileOf = ({ family, weight, style }: Omit<Face, 'file'>) =>
    faces.find((face) => face.family === family && face.weight === weight && face.style === style)?.file;
  const classSets = [...html.matchAll(/class="([^"]*)"/g)].map(([, names = '']) => new Set(names.split(/\s+/)));
  const files = new Set<string>();
  const base = fileOf({ family: 'KaTeX_Main', weight: '400', style: 'normal' });
  if (base) files.add(base);
  // A rule applies where each element of its selector is in the math (not checked for nesting: a face too many at most).
  const present = (classes: string[]) => classSets.some((set) => classes.every((name) => set.has(name)));
  for (const { parts, face } of classFontsOf(katexCss)) {
    if (!parts.every(present)) continue;
    const file = fileOf(face);
    if (file) files.add(file);
  }
  return [...files];
}
