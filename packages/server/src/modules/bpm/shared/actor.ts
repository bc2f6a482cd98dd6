import type { Person } from '../../../core/org/people.js';
import type { AuthContext } from '../../../http/auth.js';

/** The caller as the person an action is recorded under. */
export const actorOf = (auth: AuthContext): Person => ({ id: auth.userId, name: auth.fullname });
