import type { SignInStep } from './sign-in-steps';
import { casStep } from './steps/cas-step';
import { cxappStep } from './steps/cxapp-step';
import { messengerStep } from './steps/messenger-step';
import { oidcStep } from './steps/oidc-step';
import { refreshTokenStep } from './steps/refresh-token-step';
import { rsaTokenStep } from './steps/rsa-token-step';
import { ssoAutoStep } from './steps/sso-auto-step';
import type { SignInStepDeps } from './steps/step-deps';
import { v2AppStep } from './steps/v2-app-step';
import { wechatStep } from './steps/wechat-step';

/** SPEC §4.1, in order. */
export function signInSteps(deps: SignInStepDeps): SignInStep[] {
  return [
    rsaTokenStep(deps), // 1. an rsaToken in the URL
    v2AppStep(deps), // 2. an accessToken query (v2 app)
    casStep(deps), // 3. single sign-on: back from the CAS server with a ticket,
    oidcStep(deps), //    or from an OpenID Connect issuer with a code,
    ssoAutoStep(deps), //    or off to the school's one sign-in server (VITE_SSO)
    wechatStep(deps), // 4. inside WeChat, first navigation: the official account's code
    cxappStep(deps), // 5. opened by the learning app with its appId
    messengerStep(deps), // 6. inside WeCom, DingTalk or Feishu: its code
    refreshTokenStep(deps), // 7. only a refresh token is left
  ];
}
