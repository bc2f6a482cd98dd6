import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { http } from '../../api/http';
import { showToast } from '../feedback';

/**
 * Runs a workflow command: while it runs the screen can show it is busy; afterwards every list and
 * detail on screen reloads (a decision moves a request between several lists), and a failure the
 * request layer has not shown yet is shown.
 */
export function useCommand() {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(
      command: () => Promise<T>,
      successText?: string,
      onError?: (error: unknown) => void,
    ): Promise<T | undefined> => {
      setBusy(true);
      try {
        const result = await command();
        if (successText) void showToast({ icon: 'success', content: successText });
        await client.invalidateQueries();
        return result;
      } catch (error) {
        http.report(error);
        onError?.(error);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [client],
  );
  return { busy, run };
}
