/**
 * Where the build fetches the owner's GitHub avatar, or null when it must not try. The avatar
 * service is GitHub's unless CODEHOST_AVATAR_URL names another (a loopback fake in tests, a
 * GitHub Enterprise host). A build whose CODEHOST_API_URL points somewhere other than GitHub
 * (the offline build, a fake) has no business on github.com: it gets no avatar, so the page
 * falls back to the initials without a request leaving the machine.
 */
export const GITHUB_AVATARS = 'https://avatars.githubusercontent.com';
const GITHUB_API = 'https://api.github.com';
/** Twice the largest size the hero shows it at. */
const AVATAR_FETCH_SIZE = 400;

export function avatarUrl(env: Record<string, string | undefined>, githubUser: string): string | null {
  const api = env.CODEHOST_API_URL?.replace(/\/+$/, '');
  const base = env.CODEHOST_AVATAR_URL?.replace(/\/+$/, '') || (!api || api === GITHUB_API ? GITHUB_AVATARS : null);
  if (!base) return null;
  return `${base}/${encodeURIComponent(githubUser)}?size=${AVATAR_FETCH_SIZE}`;
}

/**
 * The hosts astro:assets may download the avatar from at build time (astro.config.mjs `image.remotePatterns`),
 * which the Netlify adapter also gives the Image CDN as the remote images it may fetch.
 */
export function avatarRemotePatterns(env: Record<string, string | undefined>): { protocol: string; hostname: string; port?: string }[] {
  const patterns = [{ protocol: 'https', hostname: new URL(GITHUB_AVATARS).hostname }];
  if (!env.CODEHOST_AVATAR_URL) return patterns;
  const custom = new URL(env.CODEHOST_AVATAR_URL);
  return [
    ...patterns,
    { protocol: custom.protocol.slice(0, -1), hostname: custom.hostname, ...(custom.port ? { port: custom.port } : {}) },
  ];
}

/** Whether astro:assets (or the Image CDN) may download `url` (after redirects), so the page never links a picture elsewhere. */
export function isAllowedAvatar(url: string, env: Record<string, string | undefined>): boolean {
  const { protocol, hostname, port } = new URL(url);
  return avatarRemotePatterns(env).some(
    (pattern) => `${pattern.protocol}:` === protocol && pattern.hostname === hostname && (pattern.port ?? '') === port,
  );
}
