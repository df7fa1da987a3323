import { provideBrowser } from './browser.ts';

/** A vitest global setup that only provides the shared Chromium (for projects that start their own stacks). */
export default provideBrowser;
