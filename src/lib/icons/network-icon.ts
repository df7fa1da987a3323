import type { IconName } from './icons.ts';

/**
 * The icon for a profile elsewhere. `network` is free text ("GitHub", "Stack Overflow",
 * "X (Twitter)", "dev.to"): it is folded to letters and digits and looked up; when it names
 * nothing known, the profile's address decides; else a generic link icon.
 */
const BY_NAME = new Map(
  Object.entries<IconName>({
    bluesky: 'bluesky',
    bsky: 'bluesky',
    codeberg: 'codeberg',
    devto: 'devto',
    dev: 'devto',
    discord: 'discord',
    email: 'mail',
    mail: 'mail',
    github: 'github',
    gitlab: 'gitlab',
    hashnode: 'hashnode',
    instagram: 'instagram',
    kaggle: 'kaggle',
    linkedin: 'briefcase',
    mastodon: 'mastodon',
    fediverse: 'mastodon',
    medium: 'medium',
    npm: 'npm',
    orcid: 'orcid',
    stackoverflow: 'stackoverflow',
    threads: 'threads',
    twitter: 'x',
    x: 'x',
    xtwitter: 'x',
    youtube: 'youtube',
    website: 'globe',
    blog: 'globe',
  }),
);

const BY_HOST = new Map(
  Object.entries<IconName>({
    'bsky.app': 'bluesky',
    'codeberg.org': 'codeberg',
    'dev.to': 'devto',
    'github.com': 'github',
    'gitlab.com': 'gitlab',
    'instagram.com': 'instagram',
    'kaggle.com': 'kaggle',
    'linkedin.com': 'briefcase',
    'medium.com': 'medium',
    'npmjs.com': 'npm',
    'orcid.org': 'orcid',
    'stackoverflow.com': 'stackoverflow',
    'threads.net': 'threads',
    'twitter.com': 'x',
    'x.com': 'x',
    'youtube.com': 'youtube',
  }),
);

/** "Stack Overflow" → "stackoverflow", "X (Twitter)" → "xtwitter", "dev.to" → "devto". */
export const foldNetwork = (network: string) =>
  network
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

export function networkIcon(network: string, url?: string): IconName {
  const byName = BY_NAME.get(foldNetwork(network));
  if (byName) return byName;
  const host = hostOf(url);
  return (host && BY_HOST.get(host)) || 'link';
}
