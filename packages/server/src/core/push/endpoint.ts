import { isIP } from 'node:net';

/**
 * Whether the server may send to a push endpoint a browser gave it. Push services are public
 * https hosts; anything else (http, localhost, an address on the school's network) would let a
 * signed-in user make the server post to internal hosts, so it is refused unless the installation
 * runs its own push service there (PUSH_LOCAL_ENDPOINTS, also what the tests use).
 */
export function endpointAllowed(endpoint: string, localEndpoints: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // web-push always speaks https.
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (localEndpoints) return true;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) !== 0) return false;
  return host.includes('.') && !/(^|\.)(localhost|local|internal|intranet|lan|home|corp)$/.test(host);
}
