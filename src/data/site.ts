import { owner } from './owner.ts';
import { resolveSiteUrl } from '../lib/urls.ts';

/** The production origin every absolute link, canonical URL and discovery document uses. */
export const siteUrl = resolveSiteUrl(process.env, owner.site.url);
