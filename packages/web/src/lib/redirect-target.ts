/**
 * The `redirect` query of the login and refresh routes, if it is a path inside this app.
 * Anything else (another site, '//host', a scheme) falls back, so a crafted link cannot send a
 * freshly signed-in user elsewhere.
 */
export function redirectTarget(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
