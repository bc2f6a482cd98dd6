import { appConfig } from '../../api/app-config';
import { dataOf } from '../../api/core/reply-data';
import { oauth2 } from '../../api/http';
import type { PasswordLogin, SmsLogin, TokenReply } from '../../api/oauth2';
import { useSessionStore } from '../../stores/session';

/** The code flow (SPEC §4.2): login state -> authorize code -> tokens. */
async function tokensByCodeFlow(login: PasswordLogin | SmsLogin): Promise<TokenReply> {
  const loginState = dataOf(await oauth2.loginApply(login));
  const code = dataOf(await oauth2.authorize(loginState));
  return dataOf(await oauth2.tokenByCode(code));
}

/** Keeps the tokens, then loads who signed in; a sign-in without user info is undone. */
async function finishSignIn(tokens: TokenReply, remember: boolean, options: { roleAll: boolean }) {
  const session = useSessionStore.getState();
  session.acceptTokens(tokens, remember);
  try {
    // SPEC §4.2: a password sign-in acts with all of the user's roles.
    if (options.roleAll) await session.switchRole('ALL');
    await session.loadUserInfo();
  } catch (error) {
    session.clearLocal();
    throw error;
  }
}

/** Username and password, through the grant type the build is configured for. */
export async function signInWithPassword(login: PasswordLogin): Promise<void> {
  const password = await useSessionStore.getState().protectPassword(login.password);
  const tokens =
    appConfig.oauth.grantType === 'password_credentials'
      ? dataOf(await oauth2.tokenByPassword({ username: login.username, password, remember: login.remember }))
      : await tokensByCodeFlow({ ...login, password });
  await finishSignIn(tokens, login.remember, { roleAll: true });
}

/** Mobile and SMS code: always the code flow (the password grant has no SMS variant). */
export async function signInWithSms(login: SmsLogin): Promise<void> {
  await finishSignIn(await tokensByCodeFlow(login), login.remember, { roleAll: false });
}

/** A messenger identity waiting for a binding: bound by the SMS code to the person's mobile, then signed in. */
export async function signInBindingMessenger(
  binding: string,
  mobile: string,
  smsCode: string,
): Promise<void> {
  await finishSignIn(dataOf(await oauth2.bindBySms({ binding, mobile, smsCode })), false, { roleAll: false });
}
