import type { APIRoute } from 'astro';
import { editionOf } from '../../data/editions.ts';
import { feedInput } from './feed-input.ts';
import { rssFeed } from './feeds.ts';

export const GET: APIRoute = async ({ url }) =>
  new Response(rssFeed(await feedInput(editionOf(url))), { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
