/**
 * Text from outside (a reader's words, a stored name) made safe to print in a terminal: every
 * control and format character (ESC and the sequences it starts, OSC 8 links, bidirectional
 * overrides, line breaks) shown as its code, `\u{1b}`, instead of acting on the terminal.
 */
export const terminalText = (text: string): string =>
  text.toWellFormed().replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (char) => `\\u{${(char.codePointAt(0) as number).toString(16)}}`);

/** A message of several lines made safe the same way, its own line breaks kept. */
export const terminalLines = (text: string): string => text.split('\n').map(terminalText).join('\n');
