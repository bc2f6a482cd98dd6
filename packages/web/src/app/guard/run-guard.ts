import { decideNavigation, loginPath, type GuardDecision, type GuardTarget } from './navigation-guard';
import { SignInFailed, type SignInContext, type SignInOutcome } from './sign-in-steps';

export interface GuardDeps {
  /** A token usable now, judged locally (SPEC §4.3). */
  hasToken(): boolean;
  hasProfile(): boolean;
  loadProfile(): Promise<unknown>;
  logoutLocally(): void;
  /**
   * True once the page is being left (a reload, another address): its requests are aborted then,
   * which is not the profile failing to load, and signing out would lose the session the reload
   * was meant to keep.
   */
  leaving(): boolean;
  /** Shows a failure the request layer has not shown. */
  report(error: unknown): void;
  /** The sign-in resolution of SPEC §4.1; null when no step applies. */
  signIn(context: SignInContext): Promise<SignInOutcome | null>;
  /** Single sign-on: the role choice follows the profile load. */
  sso: boolean;
}

export type GuardOutcome =
  { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'load'; href: string };

const ROLE_CHOICE_ID = 'ssoLoginRole';

/** Carries out the guard's decisions: sign in when possible, load the profile, then let the user in or send them on. */
export async function runGuard(target: GuardTarget & { url: URL }, deps: GuardDeps): Promise<GuardOutcome> {
  const decide = (): GuardDecision =>
    decideNavigation(target, { hasToken: deps.hasToken(), hasProfile: deps.hasProfile() });

  let decision = decide();
  if (decision.kind === 'signIn') {
    let outcome: SignInOutcome | null = null;
    let login = decision.loginPath;
    try {
      outcome = await deps.signIn({ url: target.url, wanted: target.fullPath });
    } catch (error) {
      // A failed automatic sign-in ends at the login screen; the request layer has shown why.
      // The login remembers the page without the used ticket or code (SignInStep.pageAfterFailure).
      if (error instanceof SignInFailed) login = loginPath(error.page);
    }
    if (!outcome) return { kind: 'redirect', to: login };
    if (outcome.kind === 'load') return outcome;
    if (outcome.kind === 'elsewhere') return { kind: 'redirect', to: outcome.to };
    if (outcome.continueTo && outcome.continueTo !== target.fullPath)
      return { kind: 'redirect', to: outcome.continueTo };
    decision = decide();
  }

  if (decision.kind === 'loadProfile') {
    try {
      await deps.loadProfile();
    } catch (error) {
      // The page is going away and nothing of it will show: keep the session for the next one.
      if (deps.leaving()) return { kind: 'redirect', to: loginPath(target.fullPath) };
      deps.report(error);
      deps.logoutLocally();
      return { kind: 'redirect', to: loginPath(target.fullPath) };
    }
    if (deps.sso && target.routeId !== ROLE_CHOICE_ID) {
      return { kind: 'redirect', to: `/ssologinrole?redirect=${encodeURIComponent(target.fullPath)}` };
    }
    decision = decide();
  }

  switch (decision.kind) {
    case 'allow':
    case 'redirect':
      return decision;
    default:
      // Signed in yet still without a token or a profile: nothing more to try here.
      return { kind: 'redirect', to: loginPath(target.fullPath) };
  }
}
