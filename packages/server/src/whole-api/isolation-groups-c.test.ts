import { isolationMatrix } from '../test/isolation/matrix.js';
import { xxcjIsolation } from '../modules/affairs/modules/xxcj/isolation-rows.js';
import { jczyIsolation } from '../modules/affairs/modules/jczy/isolation-rows.js';

/**
 * Tenant and role isolation of the information collection (xxcj) and the class register (jczy):
 * what a student filled in is theirs and their staff's; the register is the class monitor's and
 * the staff in charge of the class's; another school sees nothing of either
 * (test/isolation/matrix.ts says how to read a cell).
 */
isolationMatrix({ ...xxcjIsolation, ...jczyIsolation });
