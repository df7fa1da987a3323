// The in-process stack as the statistics' benches run it: the upstream fakes, a Blobs server of its
// own on loopback, and the statistics token, so that every request it answers is counted.
import { startFakeData912 } from '../../../tests/support/fake-data912.ts';
import { startFakeGitHub } from '../../../tests/support/fake-github.ts';
import { type InProcessStack, startInProcessStack } from '../../../tests/support/in-process-stack.ts';
import { type LocalBlobs, startLocalBlobs } from '../../../tests/support/local-blobs.ts';

export interface CountingStack {
  stack: InProcessStack;
  blobs: LocalBlobs;
  stop(): Promise<void>;
}

export async function startCountingStack(token: string): Promise<CountingStack> {
  const blobs = await startLocalBlobs();
  const github = await startFakeGitHub();
  const data912 = await startFakeData912();
  const stack = await startInProcessStack({
    CODEHOST_API_URL: github.url,
    MARKET_DATA_URL: data912.url,
    NETLIFY_BLOBS_CONTEXT: blobs.context,
    STATS_TOKEN: token,
  });
  return {
    stack,
    blobs,
    stop: async () => {
      await stack.stop();
      await github.close();
      await data912.close();
      await blobs.stop();
    },
  };
}
