import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { renderMermaidSVG } from 'beautiful-mermaid';
import type { HastPluginDefinition, HastVisitorContext, PluginFactoryContext } from 'satteri';
import { visit } from 'unist-util-visit';
import { warnShowsAsCode } from './build-warning.ts';
import { childElement, element, hasClass, text as textNode } from './hast-element.ts';

export interface DiagramWords {
  /** The diagram's name where its source gives it no title. */
  diagram: string;
  /** The summary of its source, below it. */
  diagramSource: string;
}

/**
 * The kinds beautiful-mermaid draws with its stylesheet alone, which src/styles/writeup.css
 * holds; any other (an XY chart styles each series in the SVG) stays its source, as code.
 */
const DRAWN = /^(graph|flowchart|stateDiagram(-v2)?|sequenceDiagram|classDiagram|erDiagram)\b/;

/** A diagram's source read as Mermaid reads its title (front matter `title:`, or `accTitle:`) and description (`accDescr:`), and the diagram without them. */
export function readDiagram(source: string): { title?: string; description?: string; diagram: string } {
  let rest = source.replace(/^\s+/, '');
  let title: string | undefined;
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(rest);
  if (frontMatter) {
    title = /^title:\s*(.+?)\s*$/m.exec(frontMatter[1]!)?.[1]?.replace(/^(["'])(.*)\1$/, '$2');
    rest = rest.slice(frontMatter[0].length);
  }
  let description: string | undefined;
  const lines = rest.split('\n').filter((line) => {
    const accessible = /^\s*acc(Title|Descr)\s*:\s*(.*?)\s*$/.exec(line);
    if (!accessible) return true;
    if (accessible[1] === 'Title') title ??= accessible[2];
    else description = accessible[2];
    return false;
  });
  return { ...(title && { title }), ...(description && { description }), diagram: lines.join('\n').trim() };
}

/**
 * The SVG as the site's Content-Security-Policy and its pages take it: without its <style> (its
 * derived colours are in the site's stylesheet, its font the site's, and it would fetch Google's)
 * and the root's style attribute, each id prefixed (several diagrams share a page), hidden from
 * assistive technology behind its name.
 */
export function pageSvg(svg: string, prefix: string, name: string): string {
  const tree = fromHtml(svg, { fragment: true, space: 'svg' }) as Root;
  const rename = (value: string) => value.replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`).replace(/^#(.+)$/, `#${prefix}-$1`);
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName === 'style' && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return index;
    }
    for (const [key, value] of Object.entries(node.properties)) {
      if (key === 'id' && typeof value === 'string') node.properties.id = `${prefix}-${value}`;
      else if (typeof value === 'string' && (value.includes('url(#') || (/^(href|xLinkHref)$/.test(key) && value.startsWith('#')))) {
        node.properties[key] = rename(value);
      }
    }
    return undefined;
  });
  const root = tree.children.find((child): child is Element => child.type === 'element' && child.tagName === 'svg');
  if (root) {
    delete root.properties.style;
    Object.assign(root.properties, { role: 'img', ariaLabel: name, className: ['diagram-svg'] });
  }
  return toHtml(tree, { space: 'svg' });
}

const warn = (ctx: HastVisitorContext, why: string) => warnShowsAsCode(ctx, `a Mermaid diagram ${why}`);

/**
 * A Markdown plugin (Sätteri's hast phase): a `mermaid` fence drawn at build time as SVG in the
 * page (beautiful-mermaid, no browser), in the site's colours for both themes, no script; named by
 * its title, its description as the caption, its source kept below it, in a <details>.
 */
export function diagrams(wordsOf: (file: URL | undefined) => DiagramWords) {
  return ({ source, fileURL }: PluginFactoryContext): HastPluginDefinition | null => {
    if (!source.includes('mermaid')) return null;
    const words = wordsOf(fileURL);
    let count = 0;
    return {
      name: 'diagrams',
      element: {
        filter: ['pre'],
        visit(node, ctx) {
          const code = childElement(node as Element, 'code');
          if (!code || !hasClass(code, 'language-mermaid')) return undefined;
          const text = ctx.textContent(code).replace(/\n$/, '');
          const { title, description, diagram } = readDiagram(text);
          if (!DRAWN.test(diagram)) {
            warn(ctx, `of a kind the site does not draw (${diagram.split(/\s/, 1)[0]})`);
            return undefined;
          }
          let svg: string;
          try {
            svg = renderMermaidSVG(diagram, { bg: 'var(--bg)', fg: 'var(--fg)', transparent: true });
          } catch (error) {
            warn(ctx, `cannot be drawn (${(error as Error).message.split('\n', 1)[0]})`);
            return undefined;
          }
          count += 1;
          const caption = [title, description].filter(Boolean).join(': ');
          return element('figure', { className: ['diagram'] }, [
            { type: 'raw', value: pageSvg(svg, `diagram-${count}`, title ?? words.diagram) },
            ...(caption ? [element('figcaption', {}, [textNode(caption)])] : []),
            element('details', {}, [
              element('summary', { dataMarkdown: 'skip' }, [textNode(words.diagramSource)]),
              element('pre', {}, [element('code', { className: ['language-mermaid'] }, [textNode(text)])]),
            ]),
          ]);
        },
      },
    };
  };
}
