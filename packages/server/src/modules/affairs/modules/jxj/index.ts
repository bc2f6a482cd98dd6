import type { GroupExtension } from '../../extension.js';
import { seedScholarships } from './seed.js';

/** Scholarships need no code of their own beyond their demo data: the mechanism runs them. */
export default { seed: seedScholarships } satisfies GroupExtension;
