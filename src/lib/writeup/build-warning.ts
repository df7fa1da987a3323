import { fileURLToPath } from 'node:url';
import type { HastVisitorContext } from 'satteri';

/**
 * Says, at build time, which file has something a plugin could not draw (Sätteri keeps its
 * plugins' reports to itself): `what` then "; it shows as code.".
 */
export const warnShowsAsCode = (ctx: HastVisitorContext, what: string): void =>
  console.warn(`${ctx.fileURL ? fileURLToPath(ctx.fileURL) : 'Markdown'}: ${what}; it shows as code.`);
