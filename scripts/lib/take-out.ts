/** What taking a capability out deletes: the backquoted paths listed under its README's "Taking it out". */
export function takenOutPaths(readme: string): string[] {
  const section = /^## Taking it out\s*$([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(readme)?.[1] ?? '';
  return [...section.matchAll(/^- `([^`]+)`/gm)].map((match) => match[1]!.replace(/\/$/, ''));
}

/** The capability list without the one line that imports the capability's folder, or undefined if not exactly one does. */
export function takeOutLine(list: string, name: string): string | undefined {
  const lines = list.split('\n');
  const at = lines.flatMap((line, index) => (line.includes(`'./${name}/index.ts'`) ? [index] : []));
  if (at.length !== 1) return undefined;
  return lines.filter((_, index) => index !== at[0]).join('\n');
}
