import { defineConfig } from 'vitest/config';

// `npm run bench`: speed and size goals, measured rather than asserted in tests.
export default defineConfig({
  test: {
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
