import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A CAS server for the tests (server suite and browser journeys): a small node http server that
 * answers as the CAS Protocol 3.0 specification says (which includes 2.0). Only node: imports, so
 * the Playwright journeys can start it too.
 *
 * - GET  {base}/login?service=    the sign-in page (a form); with a live sign-in cookie it
 *                                 redirects straight back with a new ticket, as single sign-on does
 * - POST {base}/login             checks the person, then redirects to service?ticket=ST-...
 * - GET  {base}/serviceValidate   CAS 2.0 validation: the user only
 * - GET  {base}/p3/serviceValidate CAS 3.0 validation: the user and the attributes
 * - GET  {base}/logout            ends the sign-in and posts a SAML LogoutRequest to every service
 *                                 the person got a ticket for (single logout)
 *
 * Tickets are single use and live 10 s (the specification's recommendation), and are bound to the
 * service they were issued for: validation failures answer INVALID_REQUEST, INVALID_TICKET or
 * INVALID_SERVICE with the specification's XML.
 */

export interface CasPerson {
  password: string;
  /** Released by p3/serviceValidate; an array for a multi-valued attribute. */
  attributes?: Record<string, string | string[]>;
}

interface Ticket {
  user: string;
  service: string;
  expiresAt: number;
  /** Validated once already: a second validation fails. */
  used: boolean;
}

export interface CasTestServer {
  /** The CAS server's base, e.g. http://127.0.0.1:34567/cas (what a school configures). */
  url: string;
  /** Issues a ticket as a sign-in would (API tests skip the browser). */
  issueTicket(user: string, service: string): string;
  /** Posts the single-logout request for a ticket's session to the service it was issued for. */
  singleLogout(ticket: string): Promise<number>;
  /** Validation requests seen, in order (path and query). */
  validations: string[];
  close(): Promise<void>;
}

const TICKET_TTL_MS = 10_000;
const SESSION_COOKIE = 'CASTGC';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

function successXml(user: string, attributes: Record<string, string | string[]> | undefined): string {
  const released = attributes
    ? `\n    <cas:attributes>${Object.entries(attributes)
        .flatMap(([name, value]) =>
          [value].flat().map((item) => `\n      <cas:${name}>${escapeXml(item)}</cas:${name}>`),
        )
        .join('')}\n    </cas:attributes>`
    : '';
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>${escapeXml(user)}</cas:user>${released}
  </cas:authenticationSuccess>
</cas:serviceResponse>`;
}

function failureXml(code: string, description: string): string {
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationFailure code="${code}">
    ${escapeXml(description)}
  </cas:authenticationFailure>
</cas:serviceResponse>`;
}

/** The SAML LogoutRequest of the specification's single logout. */
export function logoutRequestXml(ticket: string): string {
  return `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="LR-${randomBytes(8).toString('hex')}" Version="2.0" IssueInstant="${new Date().toISOString()}">
  <saml:NameID>@NOT_USED@</saml:NameID>
  <samlp:SessionIndex>${escapeXml(ticket)}</samlp:SessionIndex>
</samlp:LogoutRequest>`;
}

function loginPage(service: string, error = ''): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>统一身份认证 (test CAS)</title></head>
<body style="font-family:sans-serif;max-width:22rem;margin:2rem auto;padding:0 1rem">
<h1>统一身份认证</h1>
${error ? `<p role="alert" style="color:#d9262c">${escapeXml(error)}</p>` : ''}
<form method="post">
<input type="hidden" name="service" value="${escapeXml(service)}">
<p><label>用户名 <input name="username" autocomplete="username"></label></p>
<p><label>密码 <input name="password" type="password" autocomplete="current-password"></label></p>
<p><button type="submit">登录</button></p>
</form></body></html>`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function withTicket(service: string, ticket: string): string {
  return `${service}${service.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;
}

export async function startCasServer(
  people: Record<string, CasPerson>,
  options: { base?: string } = {},
): Promise<CasTestServer> {
  const base = options.base ?? '/cas';
  const tickets = new Map<string, Ticket>();
  /** Sign-in cookie -> user, and the tickets issued under it (for single logout). */
  const sessions = new Map<string, { user: string; tickets: string[] }>();
  const validations: string[] = [];

  const issueTicket = (user: string, service: string, session?: string) => {
    const ticket = `ST-${Date.now()}-${randomBytes(12).toString('base64url')}`;
    tickets.set(ticket, { user, service, expiresAt: Date.now() + TICKET_TTL_MS, used: false });
    if (session) sessions.get(session)?.tickets.push(ticket);
    return ticket;
  };

  const singleLogout = async (ticket: string) => {
    const issued = tickets.get(ticket);
    if (!issued) throw new Error(`unknown ticket ${ticket}`);
    const response = await fetch(issued.service, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ logoutRequest: logoutRequestXml(ticket) }).toString(),
    });
    return response.status;
  };

  const validate = (url: URL, withAttributes: boolean, response: ServerResponse) => {
    validations.push(`${url.pathname}${url.search}`);
    const service = url.searchParams.get('service');
    const ticketId = url.searchParams.get('ticket');
    const answer = (xml: string) =>
      response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(xml);
    if (!service || !ticketId)
      return answer(failureXml('INVALID_REQUEST', 'Both the service and the ticket parameters are required'));
    const ticket = tickets.get(ticketId);
    if (!ticket || ticket.used || ticket.expiresAt < Date.now()) {
      if (ticket) ticket.used = true;
      return answer(failureXml('INVALID_TICKET', `Ticket ${ticketId} not recognized`));
    }
    // Validation uses the ticket up, whatever its outcome (the specification: a ticket is single use).
    ticket.used = true;
    if (ticket.service !== service)
      return answer(failureXml('INVALID_SERVICE', `Ticket ${ticketId} was not issued for ${service}`));
    const person = people[ticket.user];
    return answer(successXml(ticket.user, withAttributes ? person?.attributes : undefined));
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://cas.invalid');
      const cookie = /(?:^|;\s*)CASTGC=([\w-]+)/.exec(request.headers.cookie ?? '')?.[1];
      const html = (body: string, status = 200) =>
        response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);

      if (url.pathname === `${base}/login` && request.method === 'GET') {
        const service = url.searchParams.get('service') ?? '';
        const session = cookie ? sessions.get(cookie) : undefined;
        if (session && service) {
          response.writeHead(302, {
            location: withTicket(service, issueTicket(session.user, service, cookie)),
          });
          return response.end();
        }
        return html(loginPage(service));
      }
      if (url.pathname === `${base}/login` && request.method === 'POST') {
        const form = new URLSearchParams(await readBody(request));
        const username = form.get('username') ?? '';
        const service = form.get('service') ?? '';
        const person = people[username];
        if (!person || person.password !== form.get('password'))
          return html(loginPage(service, '用户名或密码错误'), 401);
        const session = randomBytes(16).toString('hex');
        sessions.set(session, { user: username, tickets: [] });
        const headers: Record<string, string> = {
          'set-cookie': `${SESSION_COOKIE}=${session}; Path=${base}; HttpOnly`,
        };
        if (!service) return response.writeHead(200, headers).end('signed in');
        response.writeHead(302, {
          ...headers,
          location: withTicket(service, issueTicket(username, service, session)),
        });
        return response.end();
      }
      if (url.pathname === `${base}/serviceValidate`) return validate(url, false, response);
      if (url.pathname === `${base}/p3/serviceValidate`) return validate(url, true, response);
      if (url.pathname === `${base}/logout`) {
        const session = cookie ? sessions.get(cookie) : undefined;
        if (cookie) sessions.delete(cookie);
        for (const ticket of session?.tickets ?? []) await singleLogout(ticket).catch(() => undefined);
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'set-cookie': `${SESSION_COOKIE}=; Path=${base}; Max-Age=0`,
        });
        return response.end('<!doctype html><meta charset="utf-8"><p>已退出统一身份认证</p>');
      }
      response.writeHead(404).end('not found');
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${base}`,
    issueTicket: (user, service) => issueTicket(user, service),
    singleLogout,
    validations,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
