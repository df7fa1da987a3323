import { describeEveryPage } from '../support/every-page.ts';

// Every page in the light theme, at 390 and 1280 px: no console errors, no axe violations, nothing
// shifts, the budgets of a first visit (tests/support/every-page.ts).
describeEveryPage('light');
