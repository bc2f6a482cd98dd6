import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '../../../components/feedback';

/**
 * Nothing lost by a slip: while there are unpublished changes, leaving the screen in the app asks
 * first, and closing or reloading the tab makes the browser ask (only then: a page with a
 * beforeunload listener is kept out of the back-forward cache).
 */
export function useLeaveGuard(dirty: boolean, words: { question: string; leave: string; stay: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const { question, leave, stay } = words;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ content: question, confirmText: leave, cancelText: stay }).then((ok) =>
      ok ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, question, leave, stay]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
