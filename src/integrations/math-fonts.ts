import type { Plugin } from 'vite';

/** KaTeX's stylesheet, as the package ships it. */
const KATEX_CSS = /\/katex\/dist\/katex(\.min)?\.css(\?.*)?$/;

/**
 * KaTeX's fonts as the site serves its own (src/styles/global.css): `optional`, so that a font that
 * misses the first paint is not swapped in and its arrival never moves a line, and woff2 only,
 * which every browser the site supports reads. A Vite plugin: it rewrites KaTeX's stylesheet as it
 * is bundled, so the package is used as it is, whatever its version.
 */
export function mathFonts(): Plugin {
  return {
    name: 'math-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (!KATEX_CSS.test(id)) return undefined;
      return code
        .replaceAll('font-display:block', 'font-display:optional')
        .replace(/,url\([^)]+\.woff\) format\("woff"\),url\([^)]+\.ttf\) format\("truetype"\)/g, '');
    },
  };
}
