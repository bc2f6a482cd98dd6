import { resolveGroup } from '@campus/contract';
import wjcf from '@campus/contract/affairs/wjcf';

/** The discipline group as the mechanism serves it, and its two modules. */
export const WJCF = resolveGroup(wjcf);
export const APPEAL = WJCF.modules.find((m) => m.key === 'sanctionAppeal')!;
export const LIFT = WJCF.modules.find((m) => m.key === 'sanctionLift')!;

/** A sanction without a period (expulsion) ends never: eligibility reads it as in force. */
export const NO_END = '9999-12-31';
