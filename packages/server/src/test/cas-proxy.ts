import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small HTTP proxy in front of the real CAS server (./cas-server.ts), for what the CAS server
 * cannot be made to do: answer a validation with something that is not CAS (a gateway's error
 * page: the CAS server never saw the ticket, which is still good), or answer two validations of
 * one ticket alike (a caching gateway, or a CAS server that does not use tickets up). It also
 * lists the validations asked, so a test can tell that the CAS server was never asked.
 */

export interface CasProxy {
  /** The base to configure instead of the CAS server's, e.g. http://127.0.0.1:34567/cas */
  url: string;
  /** Validation requests seen, in order (path and query). */
  validations: string[];
  /** The next validation is answered by the proxy itself with this body; the CAS server never sees it. */
  failNext(body: string, status?: number): void;
  /** Validations of a ticket asked while one is in flight get that one's reply. */
  shareReplies(on: boolean): void;
  close(): Promise<void>;
}

const isValidation = (path: string) => /\/(?:p3\/)?serviceValidate$/.test(path);

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export async function startCasProxy(upstream: string): Promise<CasProxy> {
  const target = new URL(upstream);
  const validations: string[] = [];
  let failure: { body: string; status: number } | undefined;
  let sharing = false;
  const inFlight = new Map<string, Promise<Reply>>();

  const ask = (request: IncomingMessage, path: string) =>
    new Promise<Reply>((resolve, reject) => {
      const outgoing = forward(
        {
          host: target.hostname,
          port: target.port,
          path,
          method: request.method,
          headers: { ...request.headers, host: target.host },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 502,
              headers: Object.fromEntries(
                Object.entries(answer.headers).filter(
                  (entry): entry is [string, string] => typeof entry[1] === 'string',
                ),
              ),
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      request.pipe(outgoing);
    });

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    const url = new URL(path, upstream);
    const send = (reply: Reply) => response.writeHead(reply.status, reply.headers).end(reply.body);
    if (isValidation(url.pathname)) {
      validations.push(path);
      if (failure) {
        const { body, status } = failure;
        failure = undefined;
        return response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
      }
      const ticket = url.searchParams.get('ticket') ?? '';
      const shared = sharing ? inFlight.get(ticket) : undefined;
      const reply = shared ?? ask(request, path);
      if (!shared && sharing) {
        inFlight.set(ticket, reply);
        // Kept a moment after it settles, for the twin request still on its way.
        void reply.finally(() => setTimeout(() => inFlight.delete(ticket), 1000));
      }
      reply.then(send, (error: unknown) => response.writeHead(502).end(String(error)));
      return;
    }
    ask(request, path).then(send, (error: unknown) => response.writeHead(502).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${target.pathname.replace(/\/+$/, '')}`,
    validations,
    failNext: (body, status = 502) => {
      failure = { body, status };
    },
    shareReplies: (on) => {
      sharing = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
