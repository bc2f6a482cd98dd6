import type { LightMyRequestResponse } from 'fastify';

/**
 * The cookies one browser holds for the app, for API tests of what a browser brings back
 * (the sign-in round trip's binding cookie): kept from each reply, sent with each request,
 * dropped when the app expires them.
 */
export interface CookieJar {
  /** The Cookie header to send, `{}` when the jar is empty. */
  headers(): Record<string, string>;
  keep(response: LightMyRequestResponse): void;
  names(): string[];
  /** Puts a value in a cookie the jar holds (a test standing in for a browser that changed it). */
  set(name: string, value: string): void;
}

export function cookieJar(): CookieJar {
  const jar = new Map<string, string>();
  return {
    headers: (): Record<string, string> =>
      jar.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {},
    keep(response) {
      for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
        if (cookie.maxAge !== undefined && cookie.maxAge <= 0) jar.delete(cookie.name);
        else jar.set(cookie.name, cookie.value);
      }
    },
    names: () => [...jar.keys()],
    set: (name, value) => void jar.set(name, value),
  };
}
