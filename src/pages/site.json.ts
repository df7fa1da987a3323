import type { APIRoute } from 'astro';
import { siteContent } from '../data/site-content.ts';

/**
 * The site's content as the build read it, for the functions: the function-bundles integration
 * (src/integrations/function-bundles.ts) moves this file from the built site to build/site.json,
 * adds each language's pages, and the functions import it (src/data/built-site.ts). Not deployed.
 */
export const GET: APIRoute = async () => Response.json(await siteContent());
