import { dataOf } from '../../../api/core/reply-data';
import {
  afterSingleSignOn,
  casLoginHref,
  isTicketReturn,
  serviceUrl,
  withoutTicket,
} from '../../../lib/sso-round-trip';
import type { SignInStep } from '../sign-in-steps';
import type { SignInStepDeps } from './step-deps';

/**
 * SPEC §4.1 step 3, single sign-on through the school's CAS server.
 * - With a ticket in the URL (the CAS server sent the browser back): the server validates it, the
 *   role becomes ALL, and the app goes on to the wanted page, or to the role choice.
 * - Without one, when the build makes single sign-on the way in (VITE_SSO) and exactly one CAS
 *   server is on: the browser goes there to sign in, the wanted path riding along hex-encoded.
 */
export function casStep(deps: SignInStepDeps): SignInStep {
  return {
    name: 'cas',
    // A kept refresh token signs in without the trip (step 7), so automatic single sign-on waits.
    applies: ({ url }) => isTicketReturn(url) || (deps.ssoAuto && !deps.tokens()?.refresh_token),
    async run({ url, wanted }) {
      if (isTicketReturn(url)) {
        // Whatever was left of an earlier session must not mix with the one the ticket brings.
        deps.clearLocalSession();
        const service = withoutTicket(url.href);
        const reply = await deps.api.loginByCas({
          ticket: url.searchParams.get('ticket') ?? '',
          serviceUrl: service,
        });
        deps.acceptTokens(dataOf(reply), false);
        await deps.switchRole('ALL');
        return { kind: 'signedIn', continueTo: afterSingleSignOn(url) };
      }
      const cas = dataOf(await deps.api.ssoProviders()).filter((provider) => provider.kind === 'cas');
      // None or several (schools to choose from): the login screen offers them.
      if (cas.length !== 1) throw new Error('no single CAS server to go to');
      const provider = cas[0]!;
      return {
        kind: 'load',
        href: casLoginHref(provider, serviceUrl(url.origin, deps.base, provider.id, wanted)),
      };
    },
  };
}
