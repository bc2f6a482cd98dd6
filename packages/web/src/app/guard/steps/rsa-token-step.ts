import { dataOf } from '../../../api/core/reply-data';
import { withoutParam, type SignInStep } from '../sign-in-steps';
import type { SignInStepDeps } from './step-deps';

const PARAM = 'rsaToken';

/** SPEC §4.1 step 1: an rsaToken in the URL signs in by it, then the URL reloads without it. */
export function rsaTokenStep(deps: SignInStepDeps): SignInStep {
  return {
    name: 'rsaToken',
    applies: ({ url }) => Boolean(url.searchParams.get(PARAM)),
    async run({ url }) {
      const reply = await deps.api.loginByRsaToken(url.searchParams.get(PARAM) ?? '');
      // A token handed over in a link signs in this tab only.
      deps.acceptTokens(dataOf(reply), false);
      return { kind: 'load', href: new URL(withoutParam(url.href, PARAM), url).href };
    },
    pageAfterFailure: ({ wanted }) => withoutParam(wanted, PARAM),
  };
}
