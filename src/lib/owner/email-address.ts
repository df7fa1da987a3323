import * as z from '../schema/z.ts';
import type { ContactChannel } from './schema.ts';

/** The address of the owner's email channel ("mailto:ada@example.com?subject=Hi" -> "ada@example.com"), when it is one. */
export function emailAddress(channels: ContactChannel[]): string | undefined {
  const channel = channels.find((candidate) => candidate.kind === 'email' && candidate.url.startsWith('mailto:'));
  if (!channel) return undefined;
  try {
    const address = decodeURIComponent(channel.url.slice('mailto:'.length).split('?')[0]!);
    return z.email().safeParse(address).success ? address : undefined;
  } catch {
    return undefined;
  }
}
