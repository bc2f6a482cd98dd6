import { dataOf } from '../../../api/core/reply-data';
import {
  afterSingleSignOn,
  isTicketReturn,
  wantedBeforeTicket,
  withoutTicket,
} from '../../../lib/sso-round-trip';
import type { SignInStep } from '../sign-in-steps';
import type { SignInStepDeps } from './step-deps';

/**
 * SPEC §4.1 step 3, coming back from the school's CAS server with a ticket: the server validates
 * it (and that this browser started the round trip), the role becomes ALL, and the app goes on to
 * the wanted page, or to the role choice. A failure leaves the ticket and the round trip's
 * parameters behind: the login remembers the wanted page alone.
 */
export function casStep(deps: SignInStepDeps): SignInStep {
  return {
    name: 'cas',
    applies: ({ url }) => isTicketReturn(url),
    async run({ url }) {
      // Whatever was left of an earlier session must not mix with the one the ticket brings.
      deps.clearLocalSession();
      const reply = await deps.api.loginByCas({
        ticket: url.searchParams.get('ticket') ?? '',
        serviceUrl: withoutTicket(url.href),
      });
      deps.acceptTokens(dataOf(reply), false);
      await deps.switchRole('ALL');
      return { kind: 'signedIn', continueTo: afterSingleSignOn(url) };
    },
    pageAfterFailure: ({ url }) => wantedBeforeTicket(url),
  };
}
