/**
 * SPEC §7: with several domains configured, requests go round-robin to the next domain every
 * `every` requests (spreading load across gateways). With one domain or none, always that one.
 */
export function createDomainRotation(domains: readonly string[], every: number): () => string | undefined {
  let sent = 0;
  return () => {
    if (domains.length === 0) return undefined;
    const domain = domains[Math.floor(sent / every) % domains.length];
    sent += 1;
    return domain;
  };
}
