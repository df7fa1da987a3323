import { describeOwnNames, tools } from '../../support/capability-names.ts';

describeOwnNames(
  'resume',
  'the résumé',
  'whether it is on and its tool',
  [/\bhasResume\b/, ...tools('get_resume')],
  "if (hasResume(owner)) tools.push('get_resume');",
  2,
);
