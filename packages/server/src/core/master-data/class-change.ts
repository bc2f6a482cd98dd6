import type { MasterWrite } from './context.js';

/**
 * What else must follow when a student's class changes through the master data (an import, the
 * data centre's sync): their open steps waiting on the old class's counsellor go to the new
 * class's. The workflow side belongs to a module (admin/lifecycle, which does the same for a class
 * change on its own screen), and the mechanism does not import modules, so the module registers
 * here what follows; one follower per name, so building the app again replaces rather than adds.
 */
export interface ClassChange {
  studentId: string;
  fromClassId: string;
  toClassId: string;
}

export type ClassChangeFollower = (w: MasterWrite, change: ClassChange) => Promise<void>;

const followers = new Map<string, ClassChangeFollower>();

export function followClassChanges(name: string, follower: ClassChangeFollower): void {
  followers.set(name, follower);
}

/** Runs every follower in the write's own transaction: the class and its steps change together. */
export async function classChanged(w: MasterWrite, change: ClassChange): Promise<void> {
  for (const follower of followers.values()) await follower(w, change);
}
