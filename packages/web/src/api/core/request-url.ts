import { servicePath, type ServicePrefix } from '@campus/contract';

export type QueryValue = string | number | boolean | null | undefined;

export interface UrlParts {
  /** The API base: '/api' (same origin) or an absolute address such as 'https://school.edu/api'. */
  base: string;
  /** Single mode: every service answers under the base itself, without its /<service>/v3 prefix. */
  single: boolean;
  /** A domain to put in front of a relative base (multi-domain round-robin). */
  domain?: string;
  service: ServicePrefix;
  /** The route inside the service, e.g. '/user/login/apply'. */
  path: string;
  query: Record<string, QueryValue>;
}

function join(left: string, right: string): string {
  return `${left.replace(/\/+$/, '')}/${right.replace(/^\/+/, '')}`;
}

/** base [+ /service/v3] + path, then the query without its empty entries. */
export function buildRequestUrl({ base, single, domain, service, path, query }: UrlParts): string {
  const root = domain && base.startsWith('/') ? join(domain, base) : base;
  const prefixed = single ? root : join(root, servicePath(service));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return `${join(prefixed, path)}${text ? `?${text}` : ''}`;
}
