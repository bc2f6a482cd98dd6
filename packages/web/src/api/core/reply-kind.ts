import { InternalState, LoginState, WARNING_LIKE_STATES } from '@campus/contract';

/**
 * What the request layer does with a reply's state (SPEC §8):
 * - `success`: hand the reply on;
 * - `warning`: hand it on quietly (shown only with the show-exception flag);
 * - `tokenExpired`: refresh once, then replay;
 * - `loggedOut`: an illegal token or a sign-in on another client: the logout confirm;
 * - `passwordExpired`: open the reset route;
 * - `error`: a 5 s toast, then reject.
 */
export type ReplyKind = 'success' | 'warning' | 'tokenExpired' | 'loggedOut' | 'passwordExpired' | 'error';

const WARNINGS = new Set(WARNING_LIKE_STATES);

export function replyKind(state: number): ReplyKind {
  if (state === InternalState.SUCCESS) return 'success';
  if (state === LoginState.TOKEN_EXPIRED) return 'tokenExpired';
  if (state === LoginState.ILLEGAL_TOKEN || state === LoginState.WRONG_AUTHORIZATION_CODE) return 'loggedOut';
  if (state === LoginState.PASSWORD_EXPIRED) return 'passwordExpired';
  if (WARNINGS.has(state)) return 'warning';
  return 'error';
}
