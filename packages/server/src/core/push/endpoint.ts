/**
 * Whether the server may send to a push endpoint a browser gave it: https without credentials, on
 * a host of the push services the deployment names (PUSH_SERVICE_HOSTS; FCM, Mozilla, Apple and
 * Windows by default, `*.notify.windows.com` for any subdomain). The host is compared exactly as
 * written, so `localhost.`, `foo.localhost.` or `fcm.googleapis.com.` are not push services. Where a
 * listed host's name points is checked again when sending (core/net): a signed-in user must never
 * make the server post to the school's network or the server's own machine.
 */
export function endpointAllowed(endpoint: string, serviceHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // web-push always speaks https.
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return serviceHosts.some((pattern) => {
    const wanted = pattern.toLowerCase();
    if (!wanted.startsWith('*.')) return host === wanted;
    const suffix = wanted.slice(1);
    return host.endsWith(suffix) && host.length > suffix.length;
  });
}
