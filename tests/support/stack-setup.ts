import type { TestProject } from 'vitest/node';
import { startLocalStack } from './local-stack.ts';
import { startFakeGitHub } from './fake-github.ts';
import { startFakeData912 } from './fake-data912.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** The end-to-end stack: upstream fakes on loopback, then `scripts/serve.mjs` pointed at them. */
export default async function setup(project: TestProject) {
  const github = await startFakeGitHub();
  const data912 = await startFakeData912();
  const stack = await startLocalStack({ CODEHOST_API_URL: github.url, CODEHOST_USER: 'octocat', MARKET_DATA_URL: data912.url });
  project.provide('baseUrl', stack.url);
  return async () => {
    await stack.stop();
    await github.close();
    await data912.close();
  };
}
