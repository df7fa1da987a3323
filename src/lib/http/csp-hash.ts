import { createHash } from 'node:crypto';

/** A CSP hash source for an inline script or style, as Astro's CSP config takes it: `sha256-…`. */
export const cspHash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
