import type { TestProject } from 'vitest/node';
import { startLocalStack } from './local-stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startLocalStack();
  project.provide('baseUrl', stack.url);
  return () => stack.stop();
}
