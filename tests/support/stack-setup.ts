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

interface Shared {
  stack: Promise<Stack>;
  users: number;
}
// Global setups of all projects run in vitest's main process: projects with the same setup
// (e2e and budgets) share one stack and its fakes, as they share one Chromium.
const shared = globalThis as { __sharedStacks?: Map<string, Shared> };

/**
 * How long a function of a test stack waits for the shared cache: ten seconds, not the default
 * one. Netlify's emulation serves Blobs from the stack's own process, which a busy 2-core machine
 * can keep from answering for over a second; a test of the cache must see it used, not skipped.
 */
export const TEST_CACHE_TIMEOUT = { CACHE_TIMEOUT_MS: '10000' };

/** Upstream fakes on loopback and a stack pointed at them; stopping the stack stops the fakes. */
export async function startWithFakes(start: (env: Record<string, string>) => Promise<Stack>, env: Record<string, string>): Promise<Stack> {
  const github = await startFakeGitHub();
  const data912 = await startFakeData912();
  const stack = await start({
    CODEHOST_API_URL: github.url,
    CODEHOST_USER: 'octocat',
    MARKET_DATA_URL: data912.url,
    // A Blobs store of its own: nothing cached by an earlier run (or by `npm start`) answers here.
    CACHE_STORE_NAME: `test-${randomUUID()}`,
    ...TEST_CACHE_TIMEOUT,
    ...env,
  });
  return {
    url: stack.url,
    stop: async () => {
      await stack.stop();
      await github.close();
      await data912.close();
    },
  };
}

/** A vitest global setup: upstream fakes on loopback, a stack pointed at them (its URL provided as `baseUrl`), and the shared Chromium. */
export function stackSetup(start: (env: Record<string, string>) => Promise<Stack>, env: Record<string, string> = {}) {
  return async (project: TestProject) => {
    shared.__sharedStacks ??= new Map();
    const stacks = shared.__sharedStacks;
    const key = start.name;
    if (!stacks.has(key)) stacks.set(key, { stack: startWithFakes(start, env), users: 0 });
    const entry = stacks.get(key)!;
    entry.users++;
    const stack = await entry.stack;
    project.provide('baseUrl', stack.url);
    const releaseBrowser = await provideBrowser(project);
    return async () => {
      await releaseBrowser();
      if (--entry.users > 0) return;
      stacks.delete(key);
      await stack.stop();
    };
  };
}
