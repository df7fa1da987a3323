import { renderLlmsTxt } from '../lib/discovery/llms-txt.ts';
import { llmsDocument } from '../data/llms.ts';

export const GET = () => new Response(renderLlmsTxt(llmsDocument), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
