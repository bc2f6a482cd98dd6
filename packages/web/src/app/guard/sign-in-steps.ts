/**
 * The sign-in resolution of SPEC §4.1: what the guard tries, in order, when no usable token is
 * stored. Each step is one way of signing in; the first whose trigger is present runs.
 */

export interface SignInContext {
  /** The full address being opened, with the query that may carry a ticket or a token. */
  url: URL;
  /** The path and query below the app's base that the user wanted. */
  wanted: string;
}

export type SignInOutcome =
  /** Signed in: go on to `continueTo` (the wanted path when absent). */
  | { kind: 'signedIn'; continueTo?: string }
  /**
   * The browser loads `href` afresh: this app without a one-time token in its URL, or (for the
   * single sign-on steps to come) the central sign-in server.
   */
  | { kind: 'load'; href: string }
  /** Not signed in, but another page of the app carries on (the messenger binding screen). */
  | { kind: 'elsewhere'; to: string };

export interface SignInStep {
  /** For logs and tests. */
  readonly name: string;
  /** Whether this step's trigger is present: cheap and without side effects. */
  applies(context: SignInContext): boolean;
  /** Signs in; rejects when the sign-in failed (the guard then opens login). */
  run(context: SignInContext): Promise<SignInOutcome>;
}

/** Runs the first step that applies; null when none does. */
export async function resolveSignIn(
  steps: readonly SignInStep[],
  context: SignInContext,
): Promise<SignInOutcome | null> {
  const step = steps.find((candidate) => candidate.applies(context));
  return step ? step.run(context) : null;
}

/** `wanted` without one query parameter, e.g. the one-time token a step has just used. */
export function withoutParam(pathWithQuery: string, name: string): string {
  const url = new URL(pathWithQuery, 'http://app.invalid');
  url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
