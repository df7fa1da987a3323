import { feedInput as makeFeedInput } from '../capabilities/writing/feed-input.ts';
import type { Edition } from './edition.ts';
import { oncePerBuild } from './once-per-build.ts';
import { siteUrl } from './site.ts';

/**
 * The feeds' input in one of the site's languages, made once per build and language for the
 * three feeds (afresh under `astro dev`, where posts change).
 */
export const feedInput = oncePerBuild(
  (edition: Edition) => makeFeedInput(edition, siteUrl),
  (edition) => edition.language,
);
