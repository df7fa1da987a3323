/** A Markdown list, one line an item: the tools' texts list things this way. */
export const bullets = (lines: string[]): string => lines.map((line) => `- ${line}`).join('\n');
