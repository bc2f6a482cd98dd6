import type { CheckinCode } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * A check-in code that is fetched again when its slot ends (every 30 s), and the seconds it has
 * left, ticking once a second.
 */
export function useRotatingCode(key: readonly unknown[], fetch: () => Promise<CheckinCode>) {
  const [now, setNow] = useState(() => Date.now());
  const query = useQuery({
    queryKey: key,
    queryFn: fetch,
    refetchInterval: (q) => Math.max(1000, (q.state.data?.expiresAt ?? 0) - Date.now() + 200),
    refetchIntervalInBackground: false,
  });
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = query.data ? Math.max(0, Math.ceil((query.data.expiresAt - now) / 1000)) : 30;
  return { query, seconds };
}
