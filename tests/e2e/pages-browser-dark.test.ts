import { describeEveryPage } from '../support/every-page.ts';

// Every page in the dark theme, at 390 and 1280 px: no console errors, no violations of axe's
// colour rules, nothing shifts, no sideways scroll from 320 to 1440 px
// (tests/support/every-page.ts).
describeEveryPage('dark');
