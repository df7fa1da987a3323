import { existsSync } from 'node:fs';
import { type Browser, type BrowserServer, chromium } from 'playwright-core';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/lib/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    browserEndpoint: string;
  }
}

interface Shared {
  server: Promise<BrowserServer>;
  users: number;
}
// Global setups of all projects run in vitest's main process: one Chromium serves them all.
const shared = globalThis as { __sharedChromium?: Shared };

/** From a global setup: starts (or reuses) the one headless Debian Chromium and provides its endpoint. */
export async function provideBrowser(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: install Debian's chromium (.ci/run does) or set CHROMIUM_PATH.`);
  shared.__sharedChromium ??= { server: chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }), users: 0 };
  const entry = shared.__sharedChromium;
  entry.users++;
  project.provide('browserEndpoint', (await entry.server).wsEndpoint());
  return async () => {
    if (--entry.users > 0) return;
    shared.__sharedChromium = undefined;
    await (await entry.server).close();
  };
}

/** From a test file: a connection to the shared Chromium (close it in afterAll; the browser stays up). */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}
