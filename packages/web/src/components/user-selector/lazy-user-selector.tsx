import { lazy, Suspense, useState } from 'react';
import type { UserSelectorProps } from './user-selector';

const UserSelector = lazy(() => import('./user-selector').then((m) => ({ default: m.UserSelector })));

/**
 * The user selector, fetched the first time it opens: the screens that offer it (a task's
 * transfer, a request's copy-to, a delegation) open it only on a tap, so it is no part of their
 * first load (issue 16). Once opened it stays mounted, as the selector itself would.
 */
export function LazyUserSelector(props: UserSelectorProps) {
  const [opened, setOpened] = useState(props.visible);
  if (props.visible && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <UserSelector {...props} />
    </Suspense>
  );
}
