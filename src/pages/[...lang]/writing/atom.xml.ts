import type { APIRoute } from 'astro';
import { writing } from '../../../capabilities/writing/index.ts';
import { type Edition, inEveryLanguage } from '../../../data/editions.ts';
import { feedInput } from './_feed-input.ts';
import { atomFeed } from '../../../capabilities/writing/feeds.ts';

export const getStaticPaths = () => inEveryLanguage(writing);

export const GET: APIRoute<{ edition: Edition }> = async ({ props }) =>
  new Response(atomFeed(await feedInput(props.edition)), { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
