import { describeOwnNames, tools } from '../../support/capability-names.ts';

describeOwnNames('stats', 'the reader statistics', 'its tool', tools('site_stats'), "ownerTools.push('site_stats');", 1);
