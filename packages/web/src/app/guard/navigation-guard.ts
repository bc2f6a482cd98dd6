/**
 * The navigation guard of SPEC §2.4a as a pure decision: given where the user is going and what
 * the session holds, what happens next. The router wiring (guard-loader.ts) carries it out.
 */

/** Route ids that are always open. `locking` and `nomenu` belong to screens not built yet. */
export const OPEN_ROUTE_IDS: readonly string[] = ['login', 'locking', 'error401', 'error403', 'nomenu'];

/** Paths reachable without a token. `/forget` belongs to a screen not built yet. */
export const NO_TOKEN_PATHS: readonly string[] = [
  '/login',
  '/register',
  '/forget',
  '/authredirect',
  '/ssocancelled',
  '/reset_password',
  '/reset',
  // The admissions home is for prospective students, who have no account yet (MODULES §15).
  '/xgxt/zsfw/admissionsHome',
  // A new server's first school, from the setup link its log printed: nobody has an account yet.
  '/setup',
  // An imported account's activation: the person has no password yet (issue 28).
  '/activate',
];

export interface GuardTarget {
  /** The id of the route the path matched. */
  routeId: string;
  /** False when no route of the table matched the path. */
  matched: boolean;
  /** The path below the app's base, e.g. '/my/index'. */
  pathname: string;
  /** Path and query, e.g. '/d/list/leave?tab=2': what the user wanted. */
  fullPath: string;
}

export interface GuardSession {
  /** A token the request layer can use without signing in again (SPEC §4.3 local validity). */
  hasToken: boolean;
  /** The user context is loaded. */
  hasProfile: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Load the user context, then decide again. */
  | { kind: 'loadProfile' }
  /** No token: try the sign-in resolution of SPEC §4.1, else go to `loginPath`. */
  | { kind: 'signIn'; loginPath: string };

/** The login screen, remembering where the user wanted to go. */
export function loginPath(wanted: string): string {
  return `/login?redirect=${encodeURIComponent(wanted)}`;
}

export function decideNavigation(target: GuardTarget, session: GuardSession): GuardDecision {
  if (OPEN_ROUTE_IDS.includes(target.routeId)) return { kind: 'allow' };
  if (session.hasToken) {
    if (!session.hasProfile) return { kind: 'loadProfile' };
    if (!target.matched) return { kind: 'redirect', to: '/401' };
    return { kind: 'allow' };
  }
  if (NO_TOKEN_PATHS.includes(target.pathname)) return { kind: 'allow' };
  return { kind: 'signIn', loginPath: loginPath(target.fullPath) };
}
