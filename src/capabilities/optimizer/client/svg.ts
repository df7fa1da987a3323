const SVG_NS = 'http://www.w3.org/2000/svg';

type Attributes = Record<string, string | number>;

/** An SVG element with attributes and children. Colours come from CSS classes, never inline styles. */
export function svg(tag: string, attributes: Attributes = {}, children: (Node | string)[] = []): SVGElement {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  node.append(...children);
  return node;
}

export function html<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  node.append(...children);
  return node;
}
