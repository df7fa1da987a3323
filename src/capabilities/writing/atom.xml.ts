import { feedInput } from './feed-input.ts';
import { atomFeed } from './feeds.ts';

export const GET = async () =>
  new Response(atomFeed(await feedInput()), { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
