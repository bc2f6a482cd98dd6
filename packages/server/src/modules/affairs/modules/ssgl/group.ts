import { resolveGroup } from '@campus/contract';
import ssgl from '@campus/contract/affairs/ssgl';

/** The dormitory group's descriptor, for its own API (who may see occupancy, who applies). */
export const SSGL = resolveGroup(ssgl);
export const CHANGE_MODULE = SSGL.modules.find((m) => m.key === 'dormChange')!;
