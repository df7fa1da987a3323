import type { SocialProfile } from '../../../src/lib/owner/schema.ts';
import { cleanClipped, httpUrl, LIMITS } from './text.ts';

/** GitHub's social account providers, as people call the networks. */
const NETWORK_NAMES: Record<string, string> = {
  bluesky: 'Bluesky',
  facebook: 'Facebook',
  github: 'GitHub',
  hometown: 'Hometown',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  mastodon: 'Mastodon',
  npm: 'npm',
  reddit: 'Reddit',
  twitch: 'Twitch',
  twitter: 'X',
  x: 'X',
  youtube: 'YouTube',
};

/** "LinkedIn" for GitHub's `linkedin`; for a generic link, its host ("dev.to"). */
export function networkName(provider: string, url: string): string {
  const known = NETWORK_NAMES[provider.trim().toLowerCase()];
  if (known) return known;
  return new URL(url).hostname.replace(/^www\./, '');
}

/** The handle a profile URL shows: "@ana@mastodon.social", "in/ana" -> "ana", "x.com/ana" -> "ana". */
export function usernameFromUrl(network: string, url: string): string | undefined {
  const { hostname, pathname } = new URL(url);
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const last = segments.at(-1);
  if (!last) return undefined;
  if ((network === 'Mastodon' || network === 'Hometown') && last.startsWith('@'))
    return cleanClipped(`${last}@${hostname}`, LIMITS.username);
  if (segments.length > 2) return undefined;
  return cleanClipped(last.replace(/^@/, ''), LIMITS.username);
}

/** A profile elsewhere, or undefined when its URL is not an http(s) link. */
export function socialProfile(network: string | undefined, url: unknown, username?: unknown): SocialProfile | undefined {
  const link = httpUrl(url);
  if (!link) return undefined;
  const name = cleanClipped(network, LIMITS.network) ?? networkName('', link);
  const handle = cleanClipped(username, LIMITS.username) ?? usernameFromUrl(name, link);
  return handle ? { network: name, username: handle, url: link } : { network: name, url: link };
}
