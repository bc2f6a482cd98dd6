import { resolveGroup } from '@campus/contract';
import yxxt from '@campus/contract/affairs/yxxt';

/** Onboarding's descriptor, for its own API (who is a freshman's staff, who manages). */
export const YXXT = resolveGroup(yxxt);
/** The check-in points onboarding opens (the mechanism's purpose key). */
export const ONBOARDING_PURPOSE = 'onboarding';
