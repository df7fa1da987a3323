import { describeFeatureSurface } from '../../support/feature-surfaces.ts';

describeFeatureSurface('writing', { page: '/writing', tool: 'list_posts' });
