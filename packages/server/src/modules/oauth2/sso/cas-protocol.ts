import type { CasSettings } from '@campus/contract';
import { XMLParser } from 'fast-xml-parser';
import { refusalOf, type OutboundFetch } from '../../../core/net/outbound.js';

/**
 * The client side of the CAS protocol (Apereo CAS Protocol 3.0 specification, which also covers
 * 2.0): where the browser signs in, where a service ticket is validated, and how the XML reply
 * reads. Pure except `validateTicket`, which asks the CAS server.
 */

export type CasValidation =
  | { ok: true; user: string; attributes: Record<string, string[]> }
  | { ok: false; code: string; description: string };

/** The browser goes here to sign in; the CAS server then returns to `service` with a ticket. */
export function casLoginUrl(serverUrl: string, service: string): string {
  return `${serverUrl}/login?service=${encodeURIComponent(service)}`;
}

/** 2.0: /serviceValidate; 3.0: /p3/serviceValidate, which also releases the user's attributes. */
export function casValidateUrl(
  settings: Pick<CasSettings, 'serverUrl' | 'version'>,
  service: string,
  ticket: string,
) {
  const path = settings.version === '3.0' ? '/p3/serviceValidate' : '/serviceValidate';
  return `${settings.serverUrl}${path}?service=${encodeURIComponent(service)}&ticket=${encodeURIComponent(ticket)}`;
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Accounts such as 0012345 must stay text, never become numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
});

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** An element's text, whether the parser gave a bare string or a node with attributes. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (isNode(value) && typeof value['#text'] === 'string') return value['#text'].trim();
  return '';
}

/**
 * The attributes of a success: the <cas:attributes> block (CAS 3.0, and 2.0 servers that release
 * them), each child element one attribute, repeated for several values; also the older
 * <cas:attribute name="..." value="..."/> form some servers send.
 */
function attributesOf(success: Node): Record<string, string[]> {
  const attributes: Record<string, string[]> = {};
  const add = (name: string, value: string) => {
    if (!name || !value) return;
    (attributes[name] ??= []).push(value);
  };
  const block = success.attributes;
  if (isNode(block)) {
    for (const [name, value] of Object.entries(block)) {
      if (name === 'attribute') {
        for (const item of list(value))
          if (isNode(item)) add(String(item['@name'] ?? ''), String(item['@value'] ?? ''));
        continue;
      }
      if (name.startsWith('@') || name === '#text') continue;
      for (const item of list(value)) add(name, textOf(item));
    }
  }
  return attributes;
}

/** The document's root element of that name; undefined when the text is no XML or has another root. */
function rootElement(xml: string, name: string): Node | undefined {
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch {
    return undefined;
  }
  const root = isNode(document) ? document[name] : undefined;
  return isNode(root) ? root : undefined;
}

/** Reads a serviceValidate reply; undefined when it is not a CAS service response at all. */
export function parseServiceResponse(xml: string): CasValidation | undefined {
  const response = rootElement(xml, 'serviceResponse');
  if (!response) return undefined;
  const success = response.authenticationSuccess;
  if (isNode(success)) {
    const user = textOf(success.user);
    if (!user) return undefined;
    return { ok: true, user, attributes: attributesOf(success) };
  }
  const failure = response.authenticationFailure;
  if (failure !== undefined) {
    const code = isNode(failure) && typeof failure['@code'] === 'string' ? failure['@code'] : 'UNKNOWN';
    return { ok: false, code, description: textOf(failure) };
  }
  return undefined;
}

export type CasOutcome =
  CasValidation | { ok: false; code: 'UNREACHABLE' | 'BAD_REPLY'; description: string };

/**
 * Asks the CAS server whether `ticket` was issued for `service` (10 s at most), through `http`, the
 * app's outbound guard (the server address is the school admin's setting; an address it refuses
 * is reported as unreachable, the reason in the log).
 */
export async function validateTicket(
  http: OutboundFetch,
  settings: Pick<CasSettings, 'serverUrl' | 'version'>,
  service: string,
  ticket: string,
  timeoutMs = 10_000,
): Promise<CasOutcome> {
  let body: string;
  try {
    const response = await http(casValidateUrl(settings, service, ticket), {
      headers: { accept: 'application/xml, text/xml' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    body = await response.text();
    if (!response.ok && !body.includes('serviceResponse'))
      return { ok: false, code: 'BAD_REPLY', description: `HTTP ${response.status}` };
  } catch (error) {
    return {
      ok: false,
      code: 'UNREACHABLE',
      description: refusalOf(error)?.message ?? (error instanceof Error ? error.message : String(error)),
    };
  }
  return parseServiceResponse(body) ?? { ok: false, code: 'BAD_REPLY', description: body.slice(0, 200) };
}

/**
 * The session index of a single-logout request (the SAML LogoutRequest a CAS server posts to the
 * service URL): the service ticket the session was signed in with.
 */
export function logoutSessionIndex(xml: string): string | undefined {
  const request = rootElement(xml, 'LogoutRequest');
  if (!request) return undefined;
  return textOf(request.SessionIndex) || undefined;
}
