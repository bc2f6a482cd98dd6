/**
 * The `redirect` query of the login and refresh routes, if it is a path inside this app.
 * Anything else (another site, '//host', a scheme) falls back, so a crafted link cannot send a
 * freshly signed-in user elsewhere.
 */
export function redirectTarget(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/**
 * Where /redirect/<route> goes (SPEC §2.1, a child of /): the app path it names, with the query it
 * carried, e.g. /redirect/my/index?tab=2 -> /my/index?tab=2; the dashboard when it names none.
 */
export function redirectRouteTarget(rest: string | undefined, search: string): string {
  if (!rest) return '/dashboard';
  return redirectTarget(`/${rest}${search}`, '/dashboard');
}
