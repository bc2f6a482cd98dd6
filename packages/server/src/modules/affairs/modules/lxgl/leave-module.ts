import { resolveGroup } from '@campus/contract';
import lxgl from '@campus/contract/affairs/lxgl';

/** The leave module's descriptor, for leave's own API (who may register, who checks). */
export const LEAVE_MODULE = resolveGroup(lxgl).modules.find((m) => m.key === 'leave')!;
