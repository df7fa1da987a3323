import { describeFeatureSurface } from '../../support/feature-surfaces.ts';

describeFeatureSurface('optimizer', {
  page: '/optimizer',
  api: { method: 'POST', path: '/api/portfolio/optimize' },
  tool: 'optimize_portfolio',
});
