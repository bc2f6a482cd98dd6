// The bench's population still reads the school's root org from here; the query itself is the
// runtime's (collections for every student address it too).
export { schoolRoot } from '../school-root.js';
