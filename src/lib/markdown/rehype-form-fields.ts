import type { Element, ElementContent, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { isMarkedHidden } from './rehype-drop-hidden.ts';

const UNREAD = new Set(['script', 'style', 'template', 'button', 'svg']);

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || UNREAD.has(node.tagName) || isMarkedHidden(node)) return '';
  return node.children.map(textOf).join('');
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

function elements(root: Element): Element[] {
  const found: Element[] = [];
  visit(root, 'element', (node: Element) => {
    if (isMarkedHidden(node)) return SKIP;
    found.push(node);
    return undefined;
  });
  return found;
}

function ids(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

/** One line per field the form shows: a fieldset's legend, or a label with its control's description or choices. */
function fieldLines(form: Element): string[] {
  const all = elements(form);
  const byId = new Map(all.filter((node) => node.properties.id).map((node) => [String(node.properties.id), node]));
  const describedText = (control: Element) =>
    ids(control.properties.ariaDescribedBy)
      .map((id) => byId.get(id))
      .filter((node) => node !== undefined)
      .map((node) => squeeze(textOf(node)));
  const choices = (control: Element) =>
    control.tagName === 'select'
      ? [
          elements(control)
            .filter((node) => node.tagName === 'option')
            .map((option) => squeeze(textOf(option)))
            .join(', '),
        ]
      : [];
  const lines: string[] = [];
  for (const node of all) {
    if (node.tagName === 'legend') lines.push(squeeze(textOf(node)));
    if (node.tagName !== 'label') continue;
    const control = byId.get(String(node.properties.htmlFor ?? ''));
    const details = control ? [...describedText(control), ...choices(control)].filter(Boolean) : [];
    lines.push([squeeze(textOf(node)), details.join(' ')].filter(Boolean).join(': '));
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
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'form' || !parent || index === undefined) return undefined;
      const lines = fieldLines(node);
      parent.children.splice(index, 1, ...(lines.length > 0 ? [fieldList(lines)] : []));
      return [SKIP, index + (lines.length > 0 ? 1 : 0)];
    });
  };
}
