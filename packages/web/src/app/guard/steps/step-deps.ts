import type { TokenData, TokenReply } from '../../../api/core/token';
import type { Oauth2Api } from '../../../api/oauth2';

/** What the sign-in steps need from the app; tests pass fakes. */
export interface SignInStepDeps {
  api: Pick<Oauth2Api, 'loginByRsaToken' | 'loginByV2App'>;
  tokens(): TokenData | null;
  acceptTokens(reply: TokenReply, remember: boolean): void;
  clearLocalSession(): void;
  /** The request layer's single-flight refresh; rejects when the server refuses. */
  refreshTokens(): Promise<unknown>;
}
