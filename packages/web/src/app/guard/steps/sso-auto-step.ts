import { dataOf } from '../../../api/core/reply-data';
import { entryHref, isBrowserProvider } from '../../../lib/sso-round-trip';
import type { SignInStep } from '../sign-in-steps';
import type { SignInStepDeps } from './step-deps';

/**
 * SPEC §4.1 step 3 without a ticket, when the build makes single sign-on the way in (VITE_SSO):
 * the browser goes to the school's sign-in server, the wanted path riding along. Only when
 * exactly one provider is on; with several (schools to choose from) the login screen offers them.
 * A kept refresh token signs in without the trip (step 7), so this step waits for it.
 */
export function ssoAutoStep(deps: SignInStepDeps): SignInStep {
  return {
    name: 'ssoAuto',
    applies: () => deps.ssoAuto && !deps.tokens()?.refresh_token,
    async run({ url, wanted }) {
      const providers = dataOf(await deps.api.ssoProviders()).filter(isBrowserProvider);
      if (providers.length !== 1) throw new Error('no single sign-on server to go to');
      const href = await entryHref(providers[0]!, {
        origin: url.origin,
        wanted,
        authorize: async (kind, body) =>
          dataOf(await (kind === 'cas' ? deps.api.casAuthorize(body) : deps.api.oidcAuthorize(body))).url,
      });
      return { kind: 'load', href };
    },
  };
}
