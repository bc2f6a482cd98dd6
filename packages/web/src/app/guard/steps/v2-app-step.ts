import { dataOf } from '../../../api/core/reply-data';
import { withoutParam, type SignInStep } from '../sign-in-steps';
import type { SignInStepDeps } from './step-deps';

const PARAM = 'accessToken';

/** SPEC §4.1 step 2: an accessToken query signs in through the v2 app, after a local logout. */
export function v2AppStep(deps: SignInStepDeps): SignInStep {
  return {
    name: 'v2App',
    applies: ({ url }) => Boolean(url.searchParams.get(PARAM)),
    async run({ url, wanted }) {
      // Whatever was left of an earlier session must not mix with the one the link brings.
      deps.clearLocalSession();
      const reply = await deps.api.loginByV2App(url.searchParams.get(PARAM) ?? '');
      deps.acceptTokens(dataOf(reply), false);
      return { kind: 'signedIn', continueTo: withoutParam(wanted, PARAM) };
    },
    pageAfterFailure: ({ wanted }) => withoutParam(wanted, PARAM),
  };
}
