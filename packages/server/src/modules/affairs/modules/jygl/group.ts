import { resolveGroup } from '@campus/contract';
import jygl from '@campus/contract/affairs/jygl';

/** The employment group's descriptor, for its own API. */
export const JYGL = resolveGroup(jygl);
export const DESTINATION = 'destination';
