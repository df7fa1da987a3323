import { OptimizeRequestSchema, OptimizeResponseSchema } from './core/schema.ts';
import type { BuildPart } from '../build-part.ts';
import { optimizerApp } from './app-integration.ts';
import { optimizer } from './index.ts';
import { optimizerPaths } from './openapi.ts';

/** The optimizer's build parts: its MCP App document, and its path in the OpenAPI description. */
export const build: BuildPart = {
  capability: optimizer,
  integrations: (owner) => [optimizerApp({ language: owner.site.language, accent: owner.site.accent })],
  openApi: () => ({
    tag: {
      name: 'optimizer',
      description: 'Educational mean-variance optimizer for Argentine instruments priced in ARS. Not investment advice.',
    },
    paths: optimizerPaths(),
    schemas: [
      [OptimizeRequestSchema, 'input'],
      [OptimizeResponseSchema, 'output'],
    ],
  }),
};
