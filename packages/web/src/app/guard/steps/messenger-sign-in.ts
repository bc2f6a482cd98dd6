import { messengerState, parseMessengerState, type MessengerKind } from '@campus/contract';
import { dataOf } from '../../../api/core/reply-data';
import { RequestError } from '../../../api/core/request-error';
import { storage } from '../../../lib/storage';
import type { SignInOutcome } from '../sign-in-steps';
import { pageWithoutCode } from './messenger-return';
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
  /** The page the authorization page was opened to come back to (Feishu's token request repeats it). */
  redirectUri?: string,
): Promise<SignInOutcome> {
  deps.clearLocalSession();
  try {
    deps.acceptTokens(dataOf(await deps.api.loginByMessenger(kind, code, providerId, redirectUri)), false);
  } catch (error) {
    const binding = error instanceof RequestError ? error.reply?.variables?.binding : undefined;
    if (typeof binding !== 'string') throw error;
    const params = new URLSearchParams({ binding, messenger: kind, redirect: continueTo });
    return { kind: 'elsewhere', to: `${MESSENGER_AUTH_PATH}?${params.toString()}` };
  }
  return { kind: 'signedIn', continueTo };
}

/** The authorization this tab asked a messenger for (session storage, single use). */
const STATE_KEY = 'messengerState';

interface AskedAuthorization {
  nonce: string;
  /** The redirect_uri the authorization page was opened with. */
  redirectUri: string;
}

/**
 * The state of a messenger's authorization request (letters and digits: contract messengerState),
 * its nonce kept in this tab with the page to come back to, so that a code sent back is only
 * taken when this tab asked for it (no sign-in into someone else's account by a link carrying
 * their code).
 */
export function issueMessengerState(kind: MessengerKind, providerId: string, redirectUri = ''): string {
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  storage.set(STATE_KEY, { nonce, redirectUri } satisfies AskedAuthorization, { session: true });
  return messengerState(kind, providerId, nonce);
}

/** The code and provider of a messenger's return, once: the state must carry this tab's nonce. */
export function takeMessengerReturn(
  url: URL,
  kind: MessengerKind,
): { code: string; providerId: string; redirectUri?: string } {
  const state = parseMessengerState(url.searchParams.get('state') ?? '');
  const kept = storage.get<AskedAuthorization | null>(STATE_KEY, null, { session: true });
  storage.remove(STATE_KEY, { session: true });
  if (!state || state.kind !== kind || !kept || state.nonce !== kept.nonce)
    throw new Error(`${kind} sign-in: the state is not this tab's`);
  return {
    code: url.searchParams.get('code') ?? '',
    providerId: state.providerId,
    redirectUri: kept.redirectUri || undefined,
  };
}

/** The one provider of a kind the schools turned on; the sign-in cannot start with none or several. */
export async function onlyProvider(deps: SignInStepDeps, kind: string) {
  const found = dataOf(await deps.api.ssoProviders()).filter((provider) => provider.kind === kind);
  if (found.length !== 1) throw new Error(`no single ${kind} sign-in here`);
  return found[0]!;
}

/**
 * A messenger's return with a code: signs in with it (the state must be the one this tab issued)
 * and goes on to the page wanted, without the code.
 */
export function signInFromMessengerReturn(
  deps: SignInStepDeps,
  kind: MessengerKind,
  at: { url: URL; wanted: string },
): Promise<SignInOutcome> {
  const back = takeMessengerReturn(at.url, kind);
  return signInWithMessenger(deps, kind, back.code, back.providerId, pageWithoutCode(at), back.redirectUri);
}
