import { parseMessengerState, type MessengerKind } from '@campus/contract';
import { withoutParam } from '../sign-in-steps';

// What the guard needs to know about a messenger's return before any sign-in runs; the sign-in
// itself (messenger-sign-in.ts) is fetched by the step that runs it, so that it stays out of the
// first load of everyone who opens the app outside a messenger (issue 31).

/** Whether an address is a messenger's return with a code (no side effects). */
export function isMessengerReturn(url: URL, kind: MessengerKind): boolean {
  return Boolean(
    url.searchParams.get('code') && parseMessengerState(url.searchParams.get('state') ?? '')?.kind === kind,
  );
}

/** The page wanted without the messenger's code and state: where a return goes, signed in or not. */
export function pageWithoutCode({ wanted }: { wanted: string }): string {
  return withoutParam(wanted, 'code', 'state');
}
