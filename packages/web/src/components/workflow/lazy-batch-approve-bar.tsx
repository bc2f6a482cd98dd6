import { lazy, Suspense } from 'react';
import type { BatchSelection } from './use-batch-selection';

const Bar = lazy(async () => ({ default: (await import('./batch-approve-bar')).BatchApproveBar }));

/**
 * The batch bar of a task list while ticking is on, fetched when ticking is first turned on
 * (issue 16): its dialog, sheet and opinion field, and the animation library under them, stay out
 * of a task list's first load.
 */
export function LazyBatchApproveBar({ batch }: { batch: BatchSelection }) {
  if (!batch.active) return null;
  return (
    <Suspense fallback={null}>
      <Bar
        allLoaded={batch.loadedTaskIds}
        selected={batch.selected}
        onSelect={batch.setSelected}
        onDone={batch.leave}
      />
    </Suspense>
  );
}
