import type { SsoProviderPublic } from '@campus/contract';
import type { SignInStep } from '../sign-in-steps';
import { isMessengerReturn, pageWithoutCode } from './messenger-return';
import type { issueMessengerState } from './messenger-sign-in';
import type { SignInStepDeps } from './step-deps';

type WorkplaceKind = 'wecom' | 'dingtalk' | 'feishu';

interface WorkplaceMessenger {
  kind: WorkplaceKind;
  /** The messenger's in-app browser says so in its user agent. */
  inside: RegExp;
  /** Where the browser asks for a code (it comes back with code and state), or the code from the JS bridge. */
  ask(
    provider: SsoProviderPublic,
    back: string,
    deps: SignInStepDeps,
    issueState: typeof issueMessengerState,
  ): { href: string } | Promise<{ code: string }>;
}

const MESSENGERS: WorkplaceMessenger[] = [
  {
    kind: 'wecom',
    inside: /\bwxwork\//i,
    // A self-built application's authorization page; snsapi_privateinfo: the verified mobile.
    ask: (provider, back, _deps, issueState) => {
      const params = new URLSearchParams({
        appid: provider.corpId ?? '',
        redirect_uri: back,
        response_type: 'code',
        scope: 'snsapi_privateinfo',
        state: issueState('wecom', provider.id, back),
        agentid: provider.agentId ?? '',
      });
      return {
        href: `https://open.weixin.qq.com/connect/oauth2/authorize?${params.toString()}#wechat_redirect`,
      };
    },
  },
  {
    kind: 'dingtalk',
    inside: /\bDingTalk\//i,
    // The in-app free sign-in: requestAuthCode of DingTalk's JS bridge.
    ask: async (provider, _back, deps) => ({
      code: await deps.dingtalkAuthCode(provider.corpId ?? '', provider.appKey ?? ''),
    }),
  },
  {
    kind: 'feishu',
    inside: /\b(?:Lark|Feishu)\//i,
    // Feishu's authorization page (accounts.feishu.cn) signs a person inside Feishu in without
    // asking; the scope releases the verified mobile to user_info.
    ask: (provider, back, _deps, issueState) => {
      const params = new URLSearchParams({
        client_id: provider.appId ?? '',
        response_type: 'code',
        redirect_uri: back,
        scope: 'contact:user.phone:readonly',
        state: issueState('feishu', provider.id, back),
      });
      return { href: `${provider.authorizeBase ?? ''}/open-apis/authen/v1/authorize?${params.toString()}` };
    },
  },
];

/**
 * SPEC §4.1 step 6, inside a workplace messenger (WeCom, DingTalk, Feishu): the app asks the
 * messenger for a code, the server signs the person in by their binding or verified mobile, and
 * the page opens without the code.
 */
export function messengerStep(deps: SignInStepDeps): SignInStep {
  const messenger = () => MESSENGERS.find((candidate) => candidate.inside.test(deps.userAgent()));
  return {
    name: 'messenger',
    applies: () => messenger() !== undefined,
    async run({ url, wanted }) {
      const { kind, ask } = messenger()!;
      // The sign-in is fetched only inside a messenger (messenger-return.ts).
      const { issueMessengerState, onlyProvider, signInFromMessengerReturn, signInWithMessenger } =
        await import('./messenger-sign-in');
      if (isMessengerReturn(url, kind)) return signInFromMessengerReturn(deps, kind, { url, wanted });
      const provider = await onlyProvider(deps, kind);
      const asked = await ask(provider, url.href, deps, issueMessengerState);
      if ('href' in asked) return { kind: 'load', href: asked.href };
      return signInWithMessenger(deps, kind, asked.code, provider.id, wanted);
    },
    pageAfterFailure: pageWithoutCode,
  };
}
