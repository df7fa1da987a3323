// Not a route (its name starts with "_"): what the three feeds beside it share.
import { feedInput as makeFeedInput } from '../../../capabilities/writing/feed-input.ts';
import type { Edition } from '../../../data/edition.ts';
import { oncePerBuild } from '../../../data/once-per-build.ts';
import { siteUrl } from '../../../data/site.ts';

/**
 * The feeds' input in one of the site's languages, made once per build and language for the
 * three feeds (afresh under `astro dev`, where posts change).
 */
export const feedInput = oncePerBuild(
  (edition: Edition) => makeFeedInput(edition, siteUrl),
  (edition) => edition.language,
);
