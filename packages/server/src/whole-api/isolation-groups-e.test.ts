import { isolationMatrix } from '../test/isolation/matrix.js';
import { wjdcIsolation } from '../modules/affairs/modules/wjdc/isolation-rows.js';
import { szgzIsolation } from '../modules/affairs/modules/szgz/isolation-rows.js';

/**
 * Tenant and role isolation of surveys (wjdc) and the moral-education class (szgz): the survey reaches its audience, a student's
 * answers are theirs, the results are the creator's and the office's and never name who answered
 * (test/isolation/matrix.ts says how to read a cell). The class's sessions are the school's;
 * who signed up is for its staff.
 */
isolationMatrix({ ...wjdcIsolation, ...szgzIsolation });
