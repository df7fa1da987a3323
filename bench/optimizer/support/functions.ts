import { BENCH_SITE, type FunctionBench } from '../../support/function-bench.ts';
import { startFakeData912 } from '../../../tests/support/fake-data912.ts';

export const functionBench: FunctionBench = {
  firstRequests: {
    optimize: {
      url: `${BENCH_SITE}/api/portfolio/optimize`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tickers: ['GGAL', 'AL30', 'AAPL'] }),
      },
    },
  },
  references: {
    // The same data912 requests, in the same rounds, as optimize's first request makes, bodies parsed, and nothing else.
    'upstream-optimize': {
      of: 'optimize',
      source: `const get = async (path) => JSON.parse(await (await fetch(new URL(path, process.env.MARKET_DATA_URL))).text());
export default async (request) => {
  await request.json();
  await Promise.all(['/live/arg_stocks', '/live/arg_cedears', '/live/arg_bonds'].map(get));
  await Promise.all(['/historical/stocks/GGAL', '/historical/bonds/AL30', '/historical/cedears/AAPL'].map(get));
  return Response.json({});
};
`,
    },
  },
  async upstreams() {
    const data912 = await startFakeData912();
    return { env: { MARKET_DATA_URL: data912.url }, close: () => data912.close() };
  },
};
