const REDUCE = '(prefers-reduced-motion: reduce)';

/** True when the user asked the system for less motion; transitions then switch instantly. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(REDUCE).matches;
}

/** Tells `apply` the system's motion setting now and whenever it changes. */
export function followReducedMotion(apply: (reduced: boolean) => void): void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
  const query = window.matchMedia(REDUCE);
  apply(query.matches);
  query.addEventListener('change', () => apply(query.matches));
}
