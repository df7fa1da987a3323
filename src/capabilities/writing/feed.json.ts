import { feedInput } from './feed-input.ts';
import { jsonFeed } from './feeds.ts';

export const GET = async () =>
  new Response(jsonFeed(await feedInput()), { headers: { 'content-type': 'application/feed+json; charset=utf-8' } });
