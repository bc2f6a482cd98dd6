/**
 * Wraps a function that declares a set of endpoints (a group's, a module's, an import kind's) so
 * that each place gets its declarations once: the server mounts, and the web keys its queries by,
 * the same objects on every call. `place` names what makes two calls the same place.
 */
export function declaredOnce<A extends unknown[], T>(
  place: (...args: A) => string,
  declare: (...args: A) => T,
): (...args: A) => T {
  const declared = new Map<string, T>();
  return (...args) => {
    const key = place(...args);
    let endpoints = declared.get(key);
    if (!endpoints) {
      endpoints = declare(...args);
      declared.set(key, endpoints);
    }
    return endpoints;
  };
}
