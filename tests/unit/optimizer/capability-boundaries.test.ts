import { describeOwnNames, switchOf, tools } from '../../support/capability-names.ts';

describeOwnNames(
  'optimizer',
  'the optimizer',
  'its switch and its tool',
  [...switchOf('optimizer'), ...tools('optimize_portfolio')],
  "const { optimizer } = owner.site.features; if (owner.site.features.optimizer) tools.push('optimize_portfolio');",
  3,
);
