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
  /**
   * The page to come back to after signing in some other way when this step failed: the wanted
   * path without the one-time parameters it used (a ticket, a code and state, a token), which
   * must never ride on in the login's `redirect` and from there into the next page's address.
   * The wanted path as it is when absent.
   */
  pageAfterFailure?(context: SignInContext): string;
}

/** A step failed; `page` is where to go once signed in some other way (SignInStep.pageAfterFailure). */
export class SignInFailed extends Error {
  override readonly name = 'SignInFailed';

  constructor(
    readonly page: string,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/** Runs the first step that applies; null when none does; a failure rejects with SignInFailed. */
export async function resolveSignIn(
  steps: readonly SignInStep[],
  context: SignInContext,
): Promise<SignInOutcome | null> {
  const step = steps.find((candidate) => candidate.applies(context));
  if (!step) return null;
  try {
    return await step.run(context);
  } catch (error) {
    throw new SignInFailed(step.pageAfterFailure?.(context) ?? context.wanted, error);
  }
}

/** `wanted` without some query parameters, e.g. the one-time token a step has just used. */
export function withoutParam(pathWithQuery: string, ...names: string[]): string {
  const url = new URL(pathWithQuery, 'http://app.invalid');
  for (const name of names) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
