import type { ReadingOf } from './count-requests.ts';
import { readerKind } from './readers.ts';

/**
 * A plain request's reading, as the edge functions count pages, documents and API calls: who (by
 * User-Agent) read which path. A path that is no page of the site is "(not found)", so that nobody
 * can fill the counts with made-up paths; a twin served for `Accept: text/markdown` counts as its
 * twin (Content-Location: /projects.md).
 */
export const pathReading: ReadingOf = async (request, response) => {
  if (request.method === 'OPTIONS') return undefined;
  const { pathname } = new URL(request.url);
  const served = response.headers.get('content-location');
  const target = response.status === 404 ? '(not found)' : served?.startsWith('/') ? served : pathname;
  return { kind: await readerKind(request.headers.get('user-agent')), target };
};
