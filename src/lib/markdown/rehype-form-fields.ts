import type { Element, ElementContent, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { isMarkedHidden, NEVER_CONTENT } from './rehype-drop-hidden.ts';

const CONTROLS = new Set(['input', 'select', 'textarea']);

/** What a reader sees of an element: its text, without controls, code or hidden parts. */
function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || NEVER_CONTENT.has(node.tagName) || isMarkedHidden(node)) return '';
  return node.children.map(textOf).join('');
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The elements a reader can see under a node, in document order. */
function shownElements(root: Root | Element): Element[] {
  const found: Element[] = [];
  visit(root, 'element', (node: Element) => {
    if (isMarkedHidden(node)) return SKIP;
    found.push(node);
    return undefined;
  });
  return found;
}

/** Shown elements by id, the first of a repeated id winning, as in a browser. */
function byId(root: Root): Map<string, Element> {
  const ids = new Map<string, Element>();
  for (const node of shownElements(root)) {
    const id = node.properties.id;
    if (id !== undefined && !ids.has(String(id))) ids.set(String(id), node);
  }
  return ids;
}

function idList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

/** A select's choices as it names them: each option's label, else its text. */
const choices = (select: Element) =>
  shownElements(select)
    .filter((node) => node.tagName === 'option')
    .map((option) => squeeze(String(option.properties.label ?? textOf(option))))
    .filter(Boolean)
    .join(', ');

/** One line per field the form shows: a fieldset's legend, or a label with its control's description or choices. */
function fieldLines(form: Element, ids: Map<string, Element>): string[] {
  const lines: string[] = [];
  for (const node of shownElements(form)) {
    if (node.tagName === 'legend') lines.push(squeeze(textOf(node)));
    if (node.tagName !== 'label') continue;
    const named = node.properties.htmlFor;
    // A label names its `for` control, or the control inside it.
    const control = named ? ids.get(String(named)) : shownElements(node).find((inner) => CONTROLS.has(inner.tagName));
    const described = idList(control?.properties.ariaDescribedBy).flatMap((id) => {
      const description = ids.get(id);
      return description ? [squeeze(textOf(description))] : [];
    });
    const details = [...described, control?.tagName === 'select' ? choices(control) : ''].filter(Boolean).join(' ');
    lines.push([squeeze(textOf(node)), details].filter(Boolean).join(': '));
  }
  return lines.filter(Boolean);
}

function fieldList(lines: string[]): Element {
  const item = (line: string): Element => ({ type: 'element', tagName: 'li', properties: {}, children: [{ type: 'text', value: line }] });
  return { type: 'element', tagName: 'ul', properties: {}, children: lines.map(item) };
}

/**
 * Turns each form into the list of its fields, so the Markdown twin says what the page shows
 * (each label, with its hint or its choices) while the controls themselves stay out.
 */
export default function rehypeFormFields() {
  return (tree: Root) => {
    const ids = byId(tree);
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'form' || !parent || index === undefined) return undefined;
      const lines = fieldLines(node, ids);
      parent.children.splice(index, 1, ...(lines.length > 0 ? [fieldList(lines)] : []));
      return [SKIP, index + (lines.length > 0 ? 1 : 0)];
    });
  };
}
