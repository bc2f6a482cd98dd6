import { resolveGroup } from '@campus/contract';
import sfgl from '@campus/contract/affairs/sfgl';

/** The fees group's descriptor, for its own API (who reads bills, who records and imports). */
export const SFGL = resolveGroup(sfgl);
/** The green channel's module (zzgl): its approved deferral shows on the bill. */
export const GREEN_CHANNEL_MODULE = 'greenChannel';
