import type { IncomingMessage } from 'node:http';

/**
 * API_BASE_ALIAS (IBPS-API.md §0): scripts written for the platform call it under `/ibps/...`.
 * The request's URL is rewritten to `/api/...` before routing, so an alias is the very route it
 * names: the same checks, the same rate-limit bucket and Idempotency-Key replay (route-key.ts),
 * and nothing new to mount or keep in step.
 */
export function baseAliasRewrite(alias: string | null) {
  return (request: IncomingMessage): string => {
    const url = request.url ?? '/';
    if (!alias) return url;
    const rest = url.slice(alias.length);
    if (url.startsWith(alias) && (rest === '' || rest.startsWith('/') || rest.startsWith('?'))) {
      return `/api${rest}`;
    }
    return url;
  };
}
