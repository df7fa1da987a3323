import type { Element } from 'hast';
import katex from 'katex';
import type { HastPluginDefinition, HastVisitorContext, PluginFactoryContext } from 'satteri';
import { warnShowsAsCode } from './build-warning.ts';
import { childElement, element, hasClass } from './hast-element.ts';

/** KaTeX's HTML and MathML of a formula, or undefined for one KaTeX cannot read. */
function rendered(tex: string, displayMode: boolean): string | undefined {
  try {
    return katex.renderToString(tex, { displayMode, output: 'htmlAndMathml', throwOnError: true });
  } catch {
    return undefined;
  }
}

const warn = (ctx: HastVisitorContext, formula: string) => warnShowsAsCode(ctx, `KaTeX cannot read the formula ${formula}`);

/** A node's source as written, where the parser gave its position. */
function writtenAs(node: Readonly<Element>, ctx: HastVisitorContext): string | undefined {
  const { start, end } = node.position ?? {};
  return start?.offset !== undefined && end?.offset !== undefined ? ctx.source.slice(start.offset, end.offset) : undefined;
}

/**
 * Whether `$…$` is math as Pandoc reads it: the opening `$` has no space after it, the closing one
 * none before it and no digit after it. Otherwise it is text: "$5 and $10" stays prices. Read
 * from the source as written (the parser trims a space on each side, as in a code span).
 */
function isInlineMath(written: string, node: Readonly<Element>, ctx: HastVisitorContext): boolean {
  if (!/^\$[^\s$][\s\S]*[^\s$]\$$|^\$[^\s$]\$$/.test(written)) return false;
  const parent = ctx.parent(node);
  const index = ctx.indexOf(node);
  const next = parent && index !== undefined ? parent.children[index + 1] : undefined;
  return !(next?.type === 'text' && /^\d/.test(next.value));
}

/**
 * A Markdown plugin (Sätteri's hast phase, its math feature on): `$…$` and `$$…$$` rendered at build
 * time by KaTeX to MathML with HTML, no script. A formula KaTeX cannot read stays as its source, in
 * code, and the build says where.
 */
export function math() {
  return ({ source }: PluginFactoryContext): HastPluginDefinition | null => {
    if (!source.includes('$')) return null;
    return {
      name: 'math',
      // Positions, to read each formula's dollars as written.
      options: { position: true },
      element: [
        {
          filter: ['code'],
          visit(node, ctx) {
            if (!hasClass(node, 'math-inline')) return undefined;
            const tex = ctx.textContent(node);
            const written = writtenAs(node, ctx) ?? `$${tex}$`;
            if (!isInlineMath(written, node, ctx)) return { type: 'text', value: written };
            const html = rendered(tex, false);
            if (html) return { type: 'raw', value: html };
            warn(ctx, `$${tex}$`);
            return undefined;
          },
        },
        {
          filter: ['pre'],
          visit(node, ctx) {
            const code = childElement(node as Element, 'code');
            if (!code || !hasClass(code, 'math-display')) return undefined;
            const tex = ctx.textContent(code).replace(/\n$/, '');
            const html = rendered(tex, true);
            if (!html) {
              warn(ctx, `$$${tex}$$`);
              return undefined;
            }
            // A formula wider than the text scrolls inside its box, which takes keyboard focus for that.
            return element('div', { className: ['math-display'], tabIndex: 0 }, [{ type: 'raw', value: html }]);
          },
        },
      ],
    };
  };
}
