import { feedInput } from './feed-input.ts';
import { rssFeed } from './feeds.ts';

export const GET = async () =>
  new Response(rssFeed(await feedInput()), { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
