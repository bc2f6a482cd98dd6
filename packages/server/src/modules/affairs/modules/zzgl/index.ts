import type { GroupExtension } from '../../extension.js';
import { seedFinancialAid } from './seed.js';

/**
 * Financial aid beyond the mechanism: its demo data (recognition first: the scholarships' demo
 * reads the levels it leaves on record).
 */
export default {
  seedOrder: 10,
  seed: seedFinancialAid,
} satisfies GroupExtension;
