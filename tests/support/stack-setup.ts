import type { TestProject } from 'vitest/node';
import { startLocalStack } from './local-stack.ts';
import { startFakeGitHub } from './fake-github.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** The end-to-end stack: upstream fakes on loopback, then `scripts/serve.mjs` pointed at them. */
export default async function setup(project: TestProject) {
  const github = await startFakeGitHub();
  const stack = await startLocalStack({ CODEHOST_API_URL: github.url, CODEHOST_USER: 'octocat' });
  project.provide('baseUrl', stack.url);
  return async () => {
    await stack.stop();
    await github.close();
  };
}
