import { owner } from './owner.ts';
import { pages } from './pages.ts';
import { siteUrl } from './site.ts';
import { siteLlmsDocument } from '../lib/discovery/site-llms.ts';

export const llmsDocument = siteLlmsDocument(owner, pages, siteUrl);
