import { resolveGroup } from '@campus/contract';
import xshd from '@campus/contract/affairs/xshd';

/** The activities group's descriptor, for its own API. */
export const XSHD = resolveGroup(xshd);
/** The check-in points activities open for their sign-in (the mechanism's purpose key). */
export const ACTIVITY_PURPOSE = 'activity';
/** The sign-in opens this long before the activity starts. */
export const SIGN_IN_EARLY_MS = 30 * 60_000;
