import { describe, expect, it, vi } from 'vitest';
import { watchPerson, type PersonToken, type PersonWatchDeps } from './watch-person';

function setup(current: PersonToken | null, remembered: string | null) {
  let listener: (token: PersonToken | null) => void = () => undefined;
  let stored = remembered;
  const deps: PersonWatchDeps = {
    current: () => current,
    subscribe: (next) => (listener = next),
    remembered: () => stored,
    remember: (owner) => void (stored = owner),
    forgetReplies: vi.fn(async () => undefined),
    endPushSubscription: vi.fn(async () => undefined),
  };
  const change = async (token: PersonToken | null) => {
    listener(token);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { deps, change, stored: () => stored };
}

describe('the kept replies follow who is signed in', () => {
  it('drops them at start when another person signed in before this code loaded', async () => {
    const { deps, stored } = setup({ uid: 'b', tenantId: 't1' }, 't1/a');
    await watchPerson(deps);
    expect(deps.forgetReplies).toHaveBeenCalledTimes(1);
    expect(deps.endPushSubscription).toHaveBeenCalledTimes(1);
    expect(stored()).toBe('t1/b');
  });

  it('keeps them for the same person across starts and token refreshes', async () => {
    const { deps, change } = setup({ uid: 'a', tenantId: 't1' }, 't1/a');
    await watchPerson(deps);
    await change({ uid: 'a', tenantId: 't1' });
    expect(deps.forgetReplies).not.toHaveBeenCalled();
  });

  it('drops them on sign-out, another person, another school; the push subscription goes with the person', async () => {
    const { deps, change } = setup({ uid: 'a', tenantId: 't1' }, 't1/a');
    await watchPerson(deps);
    await change(null);
    expect(deps.forgetReplies).toHaveBeenCalledTimes(1);
    expect(deps.endPushSubscription).toHaveBeenCalledTimes(1);
    await change({ uid: 'b', tenantId: 't1' });
    await change({ uid: 'b', tenantId: 't2' });
    expect(deps.forgetReplies).toHaveBeenCalledTimes(3);
    expect(deps.endPushSubscription).toHaveBeenCalledTimes(1);
  });

  it('at the first start, with nothing remembered, drops whatever may be kept', async () => {
    const { deps } = setup(null, null);
    await watchPerson(deps);
    expect(deps.forgetReplies).toHaveBeenCalledTimes(1);
    expect(deps.endPushSubscription).not.toHaveBeenCalled();
  });
});
