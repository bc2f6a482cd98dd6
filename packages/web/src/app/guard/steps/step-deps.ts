import type { TokenData, TokenReply } from '../../../api/core/token';
import type { Oauth2Api } from '../../../api/oauth2';

/** What the sign-in steps need from the app; tests pass fakes. */
export interface SignInStepDeps {
  api: Pick<
    Oauth2Api,
    | 'loginByRsaToken'
    | 'loginByV2App'
    | 'loginByCas'
    | 'loginByOidc'
    | 'oidcAuthorize'
    | 'casAuthorize'
    | 'loginByMessenger'
    | 'loginByCxapp'
    | 'ssoProviders'
  >;
  tokens(): TokenData | null;
  acceptTokens(reply: TokenReply, remember: boolean): void;
  clearLocalSession(): void;
  /** The request layer's single-flight refresh; rejects when the server refuses. */
  refreshTokens(): Promise<unknown>;
  /** The role switch of SPEC §6 ('ALL' after CAS sign-in). */
  switchRole(roleId: string): Promise<void>;
  /** Single sign-on is the way in (VITE_SSO): without a ticket, go to the one provider. */
  ssoAuto: boolean;
  /** The browser's user agent (inside a workplace messenger or not). */
  userAgent(): string;
  /** DingTalk's JS bridge: an in-app auth code for the organisation and application. */
  dingtalkAuthCode(corpId: string, clientId: string): Promise<string>;
}
