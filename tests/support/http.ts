import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export function get(path: string, init: RequestInit = {}) {
  return fetch(new URL(path, baseUrl()), { redirect: 'manual', ...init });
}

/** Maps an absolute production URL (as written in llms.txt, sitemaps, canonicals) onto the local stack. */
export function local(url: string) {
  const { pathname, search } = new URL(url);
  return new URL(pathname + search, baseUrl()).href;
}
