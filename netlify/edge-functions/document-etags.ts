import type { Config, Context } from '@netlify/edge-functions';
import { withEtag } from '../../src/lib/http/conditional.ts';
import { counted } from '../../src/lib/stats/count-requests.ts';
import { countingOn, servedPaths } from '../../src/data/built-counting.ts';
import { pathReadingFor } from '../../src/lib/stats/path-reading.ts';
import { SELF_REQUEST } from '../../src/lib/stats/self-request.ts';

// The discovery documents clients poll (the Server Card extension asks for ETag and 304), with
// the same validator wherever they run: here, in the local emulation and in the tests.
// Counted, as every document is, while statistics are on.
export default counted(
  async (request: Request, context: Context) => {
    if (request.method === 'GET') return withEtag(await context.next(), request);
    // HEAD carries the GET's headers, ETag included, which needs the body.
    if (request.method === 'HEAD')
      return withEtag(await fetch(request.url, { headers: { 'accept-encoding': 'identity', ...SELF_REQUEST } }), request);
    return context.next();
  },
  pathReadingFor(servedPaths),
  { on: countingOn },
);

export const config: Config = {
  path: ['/mcp/server-card', '/.well-known/mcp/server-card.json', '/.well-known/ai-catalog.json'],
  onError: 'bypass',
};
