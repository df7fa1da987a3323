import { describeOwnNames, tools } from '../../support/capability-names.ts';

describeOwnNames('activity', 'the code activity', 'its tool', tools('get_code_activity'), "tools.push('get_code_activity');", 1);
