import { isolationMatrix } from '../test/isolation/matrix.js';
import { wjcfIsolation } from '../modules/affairs/modules/wjcf/isolation-rows.js';
import { zxglIsolation } from '../modules/affairs/modules/zxgl/isolation-rows.js';
import { zgdwIsolation } from '../modules/affairs/modules/zgdw/isolation-rows.js';

/**
 * Tenant and role isolation of the confidential records of the student-affairs groups: sanctions
 * (wjcf), counselling session records (zxgl) and talk records (zgdw)
 * (test/isolation/matrix.ts says how to read a cell).
 */
isolationMatrix({ ...wjcfIsolation, ...zxglIsolation, ...zgdwIsolation });
