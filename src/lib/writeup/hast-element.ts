import type { Element, ElementContent } from 'hast';

/** Whether an element has a class. */
export const hasClass = (node: Element, name: string): boolean => {
  const value = node.properties.className;
  return Array.isArray(value) && value.includes(name);
};

/** An element's first child element of a tag. */
export const childElement = (node: Element, tagName: string): Element | undefined =>
  node.children.find((child): child is Element => child.type === 'element' && child.tagName === tagName);

/** A new element, as the Markdown plugins make them. */
export const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** Text, as a child of an element. */
export const text = (value: string): ElementContent => ({ type: 'text', value });
