import { isolationMatrix } from '../test/isolation/matrix.js';
import { zsfwIsolation } from '../modules/affairs/modules/zsfw/isolation-rows.js';
import { yxxtIsolation } from '../modules/affairs/modules/yxxt/isolation-rows.js';

/**
 * Tenant and role isolation of admissions (zsfw) and onboarding (yxxt): a sign-up is its signer's
 * and the admissions office's, listed masked; a question is its asker's and the staff in charge
 * of them until it is put in the FAQ; another school sees nothing of either
 * (test/isolation/matrix.ts says how to read a cell).
 */
isolationMatrix({ ...zsfwIsolation, ...yxxtIsolation });
