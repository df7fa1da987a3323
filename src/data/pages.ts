import { type PageInfo, pageInfo as page } from '../lib/markdown/page-info.ts';
import { owner } from './owner.ts';

export type { PageInfo };

const { name } = owner.profile;

/** Every HTML page of the site, in navigation order. Sitemap, llms.txt and the MCP resources read this list. */
export const pages: PageInfo[] = [
  page('/', 'Home', `${name}: ${owner.profile.headline}`, `${name}: profile, skills, featured projects and public code activity.`),
  page('/projects', 'Projects', `Projects by ${name}`, `Every project by ${name}, with repositories, live demos and tags.`),
  page('/contact', 'Contact', `Contact ${name}`, `How to reach ${name}: ${owner.contact.channels.map((c) => c.label).join(', ')}.`),
  page(
    '/developers',
    'Developers',
    'Developer portal: APIs, MCP server and discovery documents',
    `Public, keyless APIs, an MCP server and machine-readable documents about ${name}, with curl examples.`,
  ),
  page(
    '/optimizer',
    'Optimizer',
    'Portfolio optimizer for Argentine instruments (educational)',
    'An educational Markowitz mean-variance optimizer for Argentine stocks, CEDEARs and bonds, priced in ARS. Not investment advice.',
  ),
];

export function pageByPath(path: string): PageInfo | undefined {
  return pages.find((candidate) => candidate.path === path);
}
