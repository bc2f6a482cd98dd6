import { dataOf } from '../../../api/core/reply-data';
import { withoutParam, type SignInStep } from '../sign-in-steps';
import type { SignInStepDeps } from './step-deps';

/** The learning app opens this app with its appId, a code and a state. */
const APP_ID_PARAM = 'appId';

/**
 * SPEC §4.1 step 5: opened by the learning app with the appId a school configured, the app signs
 * in with appid, code, state and flag 1 (the appKey stays on the server), after a local logout,
 * then goes to the role choice with the account: /ssologinrole?username=.
 */
export function cxappStep(deps: SignInStepDeps): SignInStep {
  return {
    name: 'cxapp',
    applies: ({ url }) => Boolean(url.searchParams.get(APP_ID_PARAM) && url.searchParams.get('code')),
    async run({ url }) {
      const appid = url.searchParams.get(APP_ID_PARAM) ?? '';
      // Fetched here: only a sign-in from the learning app needs it (messenger-return.ts).
      const { onlyProvider } = await import('./messenger-sign-in');
      const provider = await onlyProvider(deps, 'cxapp');
      if (provider.appId !== appid) throw new Error('not the learning app this school configured');
      deps.clearLocalSession();
      const tokens = dataOf(
        await deps.api.loginByCxapp({
          appid,
          code: url.searchParams.get('code') ?? '',
          state: url.searchParams.get('state') ?? '',
          flag: 1,
        }),
      );
      deps.acceptTokens(tokens, false);
      return {
        kind: 'signedIn',
        continueTo: `/ssologinrole?username=${encodeURIComponent(tokens.uaccount ?? '')}`,
      };
    },
    pageAfterFailure: ({ wanted }) => withoutParam(wanted, APP_ID_PARAM, 'code', 'state'),
  };
}
