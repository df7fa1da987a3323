import type { Capability } from '../capability.ts';
import { activityTool } from './mcp-tool.ts';

const CODEHOST_URL = '/api/codehost';

/** The owner's public GitHub activity: GET /api/codehost, its hourly refresh, get_code_activity and the home page's section. Every site has it. */
export const activity: Capability = {
  name: 'activity',
  isOn: () => true,
  functions: ['codehost', 'refresh-activity'],
  mcpTools: (dependencies) => [activityTool(dependencies)],
  developerResources: [{ words: 'codehost', url: CODEHOST_URL, method: 'GET', mediaType: 'application/json' }],
  developerSamples: (url, words) => [{ code: `curl -s ${url(CODEHOST_URL)}`, label: words.curlFor(`GET ${CODEHOST_URL}`) }],
};
