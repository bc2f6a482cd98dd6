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
  /**
   * With a count, the validations of one ticket are answered alike, and only once that many have
   * arrived (or after 5 s): the requests are sure to be in flight together however slowly the
   * machine runs them. 0 turns it off.
   */
  shareReplies(count: number): void;
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
  let sharing = 0;
  const inFlight = new Map<
    string,
    { reply: Promise<Reply>; arrived: number; all: Promise<void>; arrive(): void }
  >();

  /** The ticket's shared answer, and a promise kept when all of its twins have arrived. */
  const twinOf = (ticket: string, ask: () => Promise<Reply>) => {
    let twin = inFlight.get(ticket);
    if (!twin) {
      let release!: () => void;
      const all = new Promise<void>((resolve) => {
        release = resolve;
        setTimeout(resolve, 5000);
      });
      const created = {
        reply: ask(),
        arrived: 0,
        all,
        arrive() {
          created.arrived += 1;
          if (created.arrived >= sharing) release();
        },
      };
      twin = created;
      inFlight.set(ticket, twin);
      void all.then(() => setTimeout(() => inFlight.delete(ticket), 1000));
    }
    twin.arrive();
    return twin.all.then(() => twin.reply);
  };

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
      const reply = sharing > 0 ? twinOf(ticket, () => ask(request, path)) : ask(request, path);
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
    shareReplies: (count) => {
      sharing = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
