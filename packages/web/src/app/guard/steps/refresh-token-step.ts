import type { SignInStep } from '../sign-in-steps';
import type { SignInStepDeps } from './step-deps';

/**
 * SPEC §4.1 step 7: the access token is gone or has run out, but a refresh token is kept:
 * exchange it instead of asking the user to sign in again.
 */
export function refreshTokenStep(deps: SignInStepDeps): SignInStep {
  return {
    name: 'refreshToken',
    applies: () => Boolean(deps.tokens()?.refresh_token),
    async run() {
      await deps.refreshTokens();
      return { kind: 'signedIn' };
    },
  };
}
