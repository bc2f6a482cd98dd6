import { isolationMatrix } from '../test/isolation/matrix.js';
import { xsxxIsolation } from '../modules/affairs/modules/xsxx/isolation-rows.js';
import { sfglIsolation } from '../modules/affairs/modules/sfgl/isolation-rows.js';
import { ssglIsolation } from '../modules/affairs/modules/ssgl/isolation-rows.js';

/**
 * Tenant and role isolation of what the student-affairs groups keep of a student: their
 * information with its sensitive fields (xsxx), their fee bills (sfgl) and the dormitory's
 * discipline records (ssgl) (test/isolation/matrix.ts says how to read a cell).
 */
isolationMatrix({ ...xsxxIsolation, ...sfglIsolation, ...ssglIsolation });
