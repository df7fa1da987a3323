import type { APIRoute } from 'astro';
import { writing } from '../../../capabilities/writing/index.ts';
import { editionOf, inEveryLanguage } from '../../../data/editions.ts';
import { feedInput } from './_feed-input.ts';
import { atomFeed } from '../../../capabilities/writing/feeds.ts';

export const getStaticPaths = () => inEveryLanguage(writing);

export const GET: APIRoute = async ({ url }) =>
  new Response(atomFeed(await feedInput(editionOf(url))), { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
