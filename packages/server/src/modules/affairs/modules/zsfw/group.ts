import { resolveGroup } from '@campus/contract';
import zsfw from '@campus/contract/affairs/zsfw';

/** The admissions group's descriptor, for its own API. */
export const ZSFW = resolveGroup(zsfw);
