import { describeEveryPage } from '../support/every-page.ts';

// Every page in the light theme, at 390 and 1280 px, each a first visit: no console errors, no axe
// violations, nothing shifts (on a slow phone too), the budgets of a first visit
// (tests/support/every-page.ts).
describeEveryPage('light');
