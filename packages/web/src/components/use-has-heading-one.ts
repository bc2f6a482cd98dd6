import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element holds an h1 now, followed as the page inside changes (a lazy screen loads,
 * a request's summary replaces its skeleton). The layouts use it to leave the page its own h1.
 */
export function useHasHeadingOne(container: RefObject<HTMLElement | null>): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const check = () => setHas(element.querySelector('h1') !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
  return has;
}
