import { markdownText } from '../../lib/markdown/escape.ts';
import type { BuildPart } from '../build-part.ts';
import { CodehostActivitySchema } from './core/schema.ts';
import { activity } from './index.ts';
import { codehostPaths } from './openapi.ts';

/** The activity's path in the OpenAPI description. */
export const build: BuildPart = {
  capability: activity,
  openApi: (owner) => ({
    // description fields are CommonMark: the owner's name stays text there.
    tag: { name: 'codehost', description: `${markdownText(owner.profile.name)}'s public activity on GitHub.` },
    paths: codehostPaths(owner),
    schemas: [[CodehostActivitySchema, 'output']],
  }),
};
