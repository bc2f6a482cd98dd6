import type { MessengerKind } from '@campus/contract';
import { dataOf } from '../../../api/core/reply-data';
import { RequestError } from '../../../api/core/request-error';
import type { SignInOutcome } from '../sign-in-steps';
import type { SignInStepDeps } from './step-deps';

/** The screen of SPEC §2.1 shown while a messenger sign-in needs the person (binding by SMS code). */
export const MESSENGER_AUTH_PATH = '/authredirect';

/**
 * Signs in with a messenger's code (WeChat, WeCom, DingTalk, Feishu). When the messenger's
 * identity is bound to no account yet, the server's refusal carries a pending binding: the
 * messenger authentication screen then binds it with an SMS code and goes on to `continueTo`.
 */
export async function signInWithMessenger(
  deps: SignInStepDeps,
  kind: MessengerKind,
  code: string,
  providerId: string,
  continueTo: string,
): Promise<SignInOutcome> {
  deps.clearLocalSession();
  try {
    deps.acceptTokens(dataOf(await deps.api.loginByMessenger(kind, code, providerId)), false);
  } catch (error) {
    const binding = error instanceof RequestError ? error.reply?.variables?.binding : undefined;
    if (typeof binding !== 'string') throw error;
    const params = new URLSearchParams({ binding, messenger: kind, redirect: continueTo });
    return { kind: 'elsewhere', to: `${MESSENGER_AUTH_PATH}?${params.toString()}` };
  }
  return { kind: 'signedIn', continueTo };
}

/** The code and provider of a messenger's return (`state` = `<kind>.<providerId>`), if this is one. */
export function messengerReturn(
  url: URL,
  kind: MessengerKind,
): { code: string; providerId: string } | undefined {
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state') ?? '';
  return code && state.startsWith(`${kind}.`)
    ? { code, providerId: state.slice(kind.length + 1) }
    : undefined;
}

/** The one provider of a kind the schools turned on; the sign-in cannot start with none or several. */
export async function onlyProvider(deps: SignInStepDeps, kind: string) {
  const found = dataOf(await deps.api.ssoProviders()).filter((provider) => provider.kind === kind);
  if (found.length !== 1) throw new Error(`no single ${kind} sign-in here`);
  return found[0]!;
}
