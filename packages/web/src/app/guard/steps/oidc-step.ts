import { dataOf } from '../../../api/core/reply-data';
import { variableOf } from '../../../api/oauth2';
import { isOidcReturn, pageAfterSignOn } from '../../../lib/sso-round-trip';
import type { SignInStep } from '../sign-in-steps';
import type { SignInStepDeps } from './step-deps';

/**
 * SPEC §4.1 step 3 for schools whose identity platform speaks OpenID Connect: back from the
 * issuer with a code, the server exchanges it (state, nonce and PKCE checked there), the role
 * becomes ALL, and the app goes on to the page wanted when the sign-in started, or to the role
 * choice. The address is left behind without the code.
 */
export function oidcStep(deps: SignInStepDeps): SignInStep {
  return {
    name: 'oidc',
    applies: ({ url }) => isOidcReturn(url),
    async run({ url }) {
      deps.clearLocalSession();
      const reply = await deps.api.loginByOidc({ callbackUrl: url.href });
      deps.acceptTokens(dataOf(reply), false);
      await deps.switchRole('ALL');
      return { kind: 'signedIn', continueTo: pageAfterSignOn(variableOf<string>(reply, 'target')) };
    },
  };
}
