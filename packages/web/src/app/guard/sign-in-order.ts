import type { SignInStep } from './sign-in-steps';
import { casStep } from './steps/cas-step';
import { refreshTokenStep } from './steps/refresh-token-step';
import { rsaTokenStep } from './steps/rsa-token-step';
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
    casStep(deps), // 3. single sign-on: a CAS ticket, or off to the CAS server
    refreshTokenStep(deps), // 7. only a refresh token is left
  ];
}
