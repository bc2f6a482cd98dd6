import type { ListReply } from '@campus/contract';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

/**
 * Batch approval on a list of tasks (to-do, a module's review list): whether ticking is on, the
 * ticked task ids, and the rows loaded so far (read from the list's cache when "select all" is
 * tapped).
 */
export type BatchSelection = ReturnType<typeof useBatchSelection>;

export function useBatchSelection(queryKey: readonly unknown[]) {
  const client = useQueryClient();
  const [active, setActive] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const loadedTaskIds = () =>
    (client.getQueryData<InfiniteData<ListReply<{ taskId: string }>>>(queryKey)?.pages ?? []).flatMap(
      (page) => page.dataResult.map((row) => row.taskId),
    );
  const toggle = (taskId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(taskId)) next.delete(taskId);
      else next.add(taskId);
      return next;
    });
  const leave = useCallback(() => {
    setActive(false);
    setSelected(new Set());
  }, []);
  /** A row's tick box while ticking is on; none otherwise. */
  const selectionOf = (taskId: string) =>
    active ? { checked: selected.has(taskId), onToggle: () => toggle(taskId) } : undefined;
  return { active, start: () => setActive(true), leave, selected, setSelected, loadedTaskIds, selectionOf };
}
