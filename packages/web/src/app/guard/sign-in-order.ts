import type { SignInStep } from './sign-in-steps';
import { casStep } from './steps/cas-step';
import { oidcStep } from './steps/oidc-step';
import { refreshTokenStep } from './steps/refresh-token-step';
import { rsaTokenStep } from './steps/rsa-token-step';
import { ssoAutoStep } from './steps/sso-auto-step';
import type { SignInStepDeps } from './steps/step-deps';
import { v2AppStep } from './steps/v2-app-step';

/**
 * SPEC §4.1, in order. The third-party steps take their places in this list when they are built:
 * 4 WeChat code, 5 learning app, 6 workplace messenger.
 */
export function signInSteps(deps: SignInStepDeps): SignInStep[] {
  return [
    rsaTokenStep(deps), // 1. an rsaToken in the URL
    v2AppStep(deps), // 2. an accessToken query (v2 app)
    casStep(deps), // 3. single sign-on: back from the CAS server with a ticket,
    oidcStep(deps), //    or from an OpenID Connect issuer with a code,
    ssoAutoStep(deps), //    or off to the school's one sign-in server (VITE_SSO)
    refreshTokenStep(deps), // 7. only a refresh token is left
  ];
}
