import { describeHttpFunction } from '../../support/http-function.ts';

describeHttpFunction('optimize', '/api/portfolio/optimize');
