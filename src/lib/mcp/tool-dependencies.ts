import type { CodehostService } from '../../capabilities/activity/core/service.ts';
import type { MarketData } from '../../capabilities/optimizer/core/optimize.ts';
import type { OwnerContent } from '../owner/schema.ts';
import type { DocumentIndex } from './documents.ts';

/** What the MCP tools answer from: the owner content, the site, and the services behind the APIs. */
export interface ToolDependencies {
  owner: OwnerContent;
  siteUrl: string;
  codehost: Pick<CodehostService, 'activity'>;
  market: MarketData;
  documents: DocumentIndex;
  now?: () => Date;
}
