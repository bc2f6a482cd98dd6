import { resolveGroup } from '@campus/contract';
import xsxx from '@campus/contract/affairs/xsxx';

/** The student-information group's descriptor, for its own API. */
export const XSXX = resolveGroup(xsxx);
