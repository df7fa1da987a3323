import type { BuildPart } from '../build-part.ts';
import { stats } from './index.ts';

/** The statistics count readers while the owner's STATS_TOKEN is set where the site is built. */
export const build: BuildPart = {
  capability: stats,
  countsReaders: (env) => Boolean(env.STATS_TOKEN),
};
