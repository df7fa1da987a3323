import { startInProcessStack } from './in-process-stack.ts';
import { stackSetup } from './stack-setup.ts';

/** End-to-end tests: the site's own handlers and Netlify's header, redirect and static handlers, in this process. */
export default stackSetup(startInProcessStack);
