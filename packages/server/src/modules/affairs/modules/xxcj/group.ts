import { resolveGroup } from '@campus/contract';
import xxcj from '@campus/contract/affairs/xxcj';

/** The information-collection group's descriptor, for its own API. */
export const XXCJ = resolveGroup(xxcj);
