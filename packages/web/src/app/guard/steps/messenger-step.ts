import { dataOf } from '../../../api/core/reply-data';
import { withoutParam, type SignInStep } from '../sign-in-steps';
import type { SignInStepDeps } from './step-deps';

/** WeCom's in-app browser says so in its user agent. */
const IN_WECOM = /\bwxwork\//i;
const STATE_PREFIX = 'wecom.';

/** WeCom's authorization page for a self-built application (scope snsapi_privateinfo: the verified mobile). */
function wecomAuthorizeHref(corpId: string, agentId: string, providerId: string, back: string): string {
  const params = new URLSearchParams({
    appid: corpId,
    redirect_uri: back,
    response_type: 'code',
    scope: 'snsapi_privateinfo',
    state: `${STATE_PREFIX}${providerId}`,
    agentid: agentId,
  });
  return `https://open.weixin.qq.com/connect/oauth2/authorize?${params.toString()}#wechat_redirect`;
}

/**
 * SPEC §4.1 step 6, inside the WeCom app: without a code, the browser asks WeCom for one (back to
 * the same page); with it, the server signs the person in by their binding or verified mobile,
 * and the page opens without the code.
 */
export function messengerStep(deps: SignInStepDeps): SignInStep {
  return {
    name: 'messenger',
    applies: () => IN_WECOM.test(deps.userAgent()),
    async run({ url, wanted }) {
      const state = url.searchParams.get('state') ?? '';
      const code = url.searchParams.get('code');
      if (code && state.startsWith(STATE_PREFIX)) {
        deps.clearLocalSession();
        const reply = await deps.api.loginByMessenger('wecom', code, state.slice(STATE_PREFIX.length));
        deps.acceptTokens(dataOf(reply), false);
        return { kind: 'signedIn', continueTo: withoutParam(withoutParam(wanted, 'code'), 'state') };
      }
      const wecom = dataOf(await deps.api.ssoProviders()).filter((provider) => provider.kind === 'wecom');
      const provider = wecom[0];
      if (wecom.length !== 1 || !provider?.corpId || !provider.agentId)
        throw new Error('no WeCom sign-in here');
      return {
        kind: 'load',
        href: wecomAuthorizeHref(provider.corpId, provider.agentId, provider.id, url.href),
      };
    },
  };
}
