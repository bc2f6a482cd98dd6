import { resolveGroup } from '@campus/contract';
import jczy from '@campus/contract/affairs/jczy';

/** The campus-services group's descriptor, for its own API. */
export const JCZY = resolveGroup(jczy);
