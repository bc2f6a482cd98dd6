import type { GroupExtension } from '../../extension.js';
import { seedHonours } from './seed.js';

/** Honours need no code of their own beyond their demo data: the mechanism runs them. */
export default { seed: seedHonours, seedOrder: 60 } satisfies GroupExtension;
