import type { SignInStep } from '../sign-in-steps';
import { isMessengerReturn, pageWithoutCode } from './messenger-return';
import type { SignInStepDeps } from './step-deps';

/** WeChat's browser says MicroMessenger; WeCom's says so too, and wxwork besides. */
const IN_WECHAT = /\bMicroMessenger\//i;
const IN_WECOM = /\bwxwork\//i;

/**
 * SPEC §4.1 step 4, inside the WeChat browser with WeChat sign-in on, on the first navigation only:
 * the browser goes to the official account's authorization page (snsapi_base or snsapi_userinfo)
 * and comes back with a code, which the server exchanges for the openid; the page wanted opens
 * without the code. Later navigations (after a refusal) do not go round again.
 */
export function wechatStep(deps: SignInStepDeps): SignInStep {
  let firstNavigation = true;
  const inWechat = () => IN_WECHAT.test(deps.userAgent()) && !IN_WECOM.test(deps.userAgent());
  return {
    name: 'wechat',
    applies: ({ url }) => inWechat() && (firstNavigation || isMessengerReturn(url, 'wechat')),
    async run({ url, wanted }) {
      firstNavigation = false;
      const { issueMessengerState, onlyProvider, signInFromMessengerReturn } =
        await import('./messenger-sign-in');
      if (isMessengerReturn(url, 'wechat')) return signInFromMessengerReturn(deps, 'wechat', { url, wanted });
      const provider = await onlyProvider(deps, 'wechat');
      const params = new URLSearchParams({
        appid: provider.appId ?? '',
        redirect_uri: url.href,
        response_type: 'code',
        scope: provider.scope ?? 'snsapi_base',
        state: issueMessengerState('wechat', provider.id, url.href),
      });
      return {
        kind: 'load',
        href: `${provider.authorizeBase ?? ''}/connect/oauth2/authorize?${params.toString()}#wechat_redirect`,
      };
    },
    pageAfterFailure: pageWithoutCode,
  };
}
