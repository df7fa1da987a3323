import { startLocalStack } from './local-stack.ts';
import { stackSetup } from './stack-setup.ts';

/**
 * Smoke tests: `scripts/serve.ts`, Netlify's own emulation as `npm start` runs it. A short
 * body timeout, so the stalled-client test need not wait the default 10 s.
 */
export default stackSetup(startLocalStack, { BODY_TIMEOUT_MS: '1000' });
