import type { APIRoute } from 'astro';
import { writing } from '../../../capabilities/writing/index.ts';
import { editionOf, inEveryLanguage } from '../../../data/editions.ts';
import { feedInput } from './_feed-input.ts';
import { rssFeed } from '../../../capabilities/writing/feeds.ts';

export const getStaticPaths = () => inEveryLanguage(writing);

export const GET: APIRoute = async ({ url }) =>
  new Response(rssFeed(await feedInput(editionOf(url))), { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
