import type { APIRoute } from 'astro';
import { editionOf } from '../../data/editions.ts';
import { feedInput } from './feed-input.ts';
import { atomFeed } from './feeds.ts';

export const GET: APIRoute = async ({ url }) =>
  new Response(atomFeed(await feedInput(editionOf(url))), { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
