import { ModuleState } from '@campus/contract';
import { dataOf } from '../../../api/core/reply-data';
import { RequestError } from '../../../api/core/request-error';
import { variableOf } from '../../../api/oauth2';
import { redirectTarget } from '../../../lib/redirect-target';
import {
  isOidcReturn,
  pageAfterSignOn,
  SSO_CANCELLED_PATH,
  withoutOidcReturn,
} from '../../../lib/sso-round-trip';
import type { SignInOutcome, SignInStep } from '../sign-in-steps';
import type { SignInStepDeps } from './step-deps';

/**
 * Cancelled at the issuer (the server says 6040803): the screen saying so, with the way back to
 * the login screen and the page wanted when the sign-in started.
 */
function cancelled(error: unknown): SignInOutcome | undefined {
  if (!(error instanceof RequestError) || error.state !== ModuleState.SSO_SIGN_IN_CANCELLED) return undefined;
  const wanted = redirectTarget(variableOf<string>(error.reply!, 'target'));
  return { kind: 'elsewhere', to: `${SSO_CANCELLED_PATH}?redirect=${encodeURIComponent(wanted)}` };
}

/**
 * SPEC §4.1 step 3 for schools whose identity platform speaks OpenID Connect: back from the
 * issuer with a code, the server exchanges it (state, nonce and PKCE checked there, and that this
 * browser started it), the role becomes ALL, and the app goes on to the page wanted when the
 * sign-in started, or to the role choice. The address is left behind without the code, also when
 * the sign-in fails.
 */
export function oidcStep(deps: SignInStepDeps): SignInStep {
  return {
    name: 'oidc',
    applies: ({ url }) => isOidcReturn(url),
    async run({ url }) {
      deps.clearLocalSession();
      let reply;
      try {
        reply = await deps.api.loginByOidc({ callbackUrl: url.href });
      } catch (error) {
        const outcome = cancelled(error);
        if (outcome) return outcome;
        throw error;
      }
      deps.acceptTokens(dataOf(reply), false);
      await deps.switchRole('ALL');
      return { kind: 'signedIn', continueTo: pageAfterSignOn(variableOf<string>(reply, 'target')) };
    },
    pageAfterFailure: ({ wanted }) => withoutOidcReturn(wanted),
  };
}
