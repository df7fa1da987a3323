import { vi } from 'vitest';

export interface Recorded {
  url: string;
  headers: Headers;
}

/**
 * Replaces the global fetch (which the clients pick up when built) with a recorder; no request
 * leaves the process. The caller restores it (vi.unstubAllGlobals() after each test).
 */
export function recordFetch(answer: (url: string) => Response): Recorded[] {
  const requests: Recorded[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    requests.push({ url, headers: new Headers(init.headers) });
    return answer(url);
  });
  return requests;
}
