import { lazy, Suspense } from 'react';
import type { BatchApproveBarProps } from './batch-approve-bar';

const Bar = lazy(async () => ({ default: (await import('./batch-approve-bar')).BatchApproveBar }));

/**
 * The batch bar, fetched when ticking is first turned on (issue 16): its dialog, sheet and opinion
 * field, and the animation library under them, stay out of a task list's first load.
 */
export function LazyBatchApproveBar(props: BatchApproveBarProps) {
  return (
    <Suspense fallback={null}>
      <Bar {...props} />
    </Suspense>
  );
}
