import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the element holds an h1 now, followed as the page inside changes (a lazy screen loads,
 * a request's summary replaces its skeleton). The layouts use it to leave the page its own h1.
 *
 * The answer changes within the task that changed the page: the first look is a layout effect
 * (before the browser paints or runs anything else) and a later change is applied with flushSync
 * from the observer's microtask. Otherwise, for a moment, the bar's title and the page's own
 * heading were both an h1: a screen reader could land on either, and a journey asking for "the"
 * heading found two.
 */
export function useHasHeadingOne(container: RefObject<HTMLElement | null>): boolean {
  const [has, setHas] = useState(false);
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const holds = () => element.querySelector('h1') !== null;
    setHas(holds());
    const observer = new MutationObserver(() => {
      const now = holds();
      flushSync(() => setHas(now));
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
  return has;
}
