/**
 * Who the API replies kept for offline use belong to. They are one signed-in person's: when the
 * stored tokens change to another person or school, or to nobody (sign-out, an ended session),
 * they are dropped. When the person leaves (sign-out, another account), this browser's push
 * subscription is ended too: the push service then answers 410 and the server removes it, so the
 * next person on the phone gets nothing of the last one's. The owner is remembered across starts,
 * so a change made before this code loaded (it loads after the first screen) is caught at start.
 */

export interface PersonToken {
  uid: string;
  tenantId?: string;
}

export interface PersonWatchDeps {
  current(): PersonToken | null;
  subscribe(listener: (token: PersonToken | null) => void): unknown;
  /** The owner of the kept replies, as last remembered ('' for nobody; null never remembered). */
  remembered(): string | null;
  remember(owner: string): void;
  forgetReplies(): Promise<void>;
  endPushSubscription(): Promise<void>;
}

export const ownerOf = (token: PersonToken | null): string =>
  token ? `${token.tenantId ?? ''}/${token.uid}` : '';

export async function watchPerson(deps: PersonWatchDeps): Promise<void> {
  let owner = deps.remembered();
  const follow = async (token: PersonToken | null) => {
    const next = ownerOf(token);
    if (next === owner) return;
    const leaving = owner ? owner.slice(owner.indexOf('/') + 1) : '';
    owner = next;
    deps.remember(next);
    await deps.forgetReplies();
    if (leaving && leaving !== token?.uid) await deps.endPushSubscription();
  };
  deps.subscribe((token) => void follow(token).catch((error: unknown) => console.error(error)));
  await follow(deps.current());
}
