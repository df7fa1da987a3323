import type { ImageMetadata } from 'astro';
import { owner } from './owner.ts';
import { locale } from './ui.ts';
import { avatarUrl, isAllowedAvatar } from '../lib/portrait/avatar-url.ts';
import { initialsDataUrl } from '../lib/portrait/initials.ts';
import { DEFAULT_ACCENT } from '../lib/theme/accent.ts';

/**
 * The owner's picture on the home page, the first of:
 * 1. a local file beside the owner file, src/content/avatar.(avif|webp|png|jpg|jpeg), that the owner adds;
 * 2. the GitHub avatar of `profile.githubUser`, when the build reaches it (src/lib/portrait/avatar-url.ts);
 * 3. an image of the owner's initials on the accent colour, when there is neither (or the build is offline).
 * The first two are optimised by astro:assets at build time, or on Netlify by its Image CDN on request
 * (astro.config.mjs); the third is a small SVG.
 */
export type Portrait = { kind: 'local'; image: ImageMetadata } | { kind: 'remote'; url: string } | { kind: 'initials'; src: string };

const AVATAR_TIMEOUT_MS = 5_000;
const local = Object.values(
  import.meta.glob<{ default: ImageMetadata }>('/src/content/avatar.{avif,webp,png,jpg,jpeg}', { eager: true }),
)[0]?.default;

/** The avatar's address after redirects, when it answers with an image in time; else null. */
async function reachableAvatar(): Promise<string | null> {
  const url = avatarUrl(process.env, owner.profile.githubUser);
  if (!url) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(AVATAR_TIMEOUT_MS) });
    await response.body?.cancel();
    const isImage = response.headers.get('content-type')?.startsWith('image/') ?? false;
    return response.ok && isImage && isAllowedAvatar(response.url, process.env) ? response.url : null;
  } catch (error) {
    console.warn(`[portrait] no GitHub avatar: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

let cached: Promise<Portrait> | undefined;

export function ownerPortrait(): Promise<Portrait> {
  cached ??= (async (): Promise<Portrait> => {
    if (local) return { kind: 'local', image: local };
    const remote = await reachableAvatar();
    if (remote) return { kind: 'remote', url: remote };
    return { kind: 'initials', src: initialsDataUrl(owner.profile.name, owner.site.accent ?? DEFAULT_ACCENT, locale) };
  })();
  return cached;
}
