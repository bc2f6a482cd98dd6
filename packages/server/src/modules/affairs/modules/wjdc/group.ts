import { resolveGroup } from '@campus/contract';
import wjdc from '@campus/contract/affairs/wjdc';

/** The surveys group's descriptor, for its own API. */
export const WJDC = resolveGroup(wjdc);
