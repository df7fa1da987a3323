import type { APIRoute } from 'astro';
import { editionOf } from '../../data/editions.ts';
import { feedInput } from './feed-input.ts';
import { jsonFeed } from './feeds.ts';

export const GET: APIRoute = async ({ url }) =>
  new Response(jsonFeed(await feedInput(editionOf(url))), { headers: { 'content-type': 'application/feed+json; charset=utf-8' } });
