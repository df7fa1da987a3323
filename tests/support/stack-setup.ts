import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startFakeData912 } from './fake-data912.ts';
import { startFakeGitHub } from './fake-github.ts';
import { provideBrowser } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

interface Stack {
  url: string;
  stop(): Promise<void>;
}

/** A vitest global setup: upstream fakes on loopback, a stack pointed at them (its URL provided as `baseUrl`), and the shared Chromium. */
export function stackSetup(start: (env: Record<string, string>) => Promise<Stack>, env: Record<string, string> = {}) {
  return async (project: TestProject) => {
    const github = await startFakeGitHub();
    const data912 = await startFakeData912();
    const stack = await start({
      CODEHOST_API_URL: github.url,
      CODEHOST_USER: 'octocat',
      MARKET_DATA_URL: data912.url,
      // A Blobs store of its own: nothing cached by an earlier run (or by `npm start`) answers here.
      CACHE_STORE_NAME: `test-${randomUUID()}`,
      ...env,
    });
    project.provide('baseUrl', stack.url);
    const releaseBrowser = await provideBrowser(project);
    return async () => {
      await releaseBrowser();
      await stack.stop();
      await github.close();
      await data912.close();
    };
  };
}
