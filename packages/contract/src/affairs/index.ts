import { LEAVE_RETURN_MODULE } from './leave-return.js';
import { LEAVE_MODULE } from './leave.js';
import type { AffairModuleDescriptor } from './types.js';

export * from './leave-return.js';
export * from './leave.js';
export * from './types.js';

/** Every student-affairs module, by key. Later modules are added here. */
export const AFFAIR_MODULES: readonly AffairModuleDescriptor[] = [LEAVE_MODULE, LEAVE_RETURN_MODULE];

export function affairModule(key: string): AffairModuleDescriptor | undefined {
  return AFFAIR_MODULES.find((m) => m.key === key);
}
