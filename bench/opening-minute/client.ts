/**
 * The crowd's HTTP client: node:http with one keep-alive agent per server instance and a fixed
 * number of sockets each (the connections a load balancer would hold open), so a request beyond
 * them waits for a socket as it would in front of a real deployment; its latency counts that wait.
 * Every reply is sorted into ok (a state-200 envelope), a business refusal (an envelope with
 * another state, counted apart) or an error (HTTP 5xx, 401/403/429, not an envelope, a
 * connection error or no reply within the timeout).
 */
import http from 'node:http';

export type Outcome = 'ok' | 'refusal' | 'error';

export interface Reply {
  outcome: Outcome;
  ms: number;
  status: number;
  /** The envelope's state (0: no envelope). */
  state: number;
  message: string;
  data: unknown;
}

const TIMEOUT_MS = 30_000;
/** HTTP statuses that say the bench or the deployment failed, not the student's request. */
const NOT_BUSINESS = new Set([401, 403, 429]);

export class Instance {
  private readonly agent: http.Agent;
  private readonly host: string;
  private readonly port: number;

  constructor(
    readonly url: string,
    connections: number,
  ) {
    const parsed = new URL(url);
    this.host = parsed.hostname;
    this.port = Number(parsed.port);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  request(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<Reply> {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<Reply>((resolve) => {
      const fail = (message: string, status = 0) =>
        resolve({ outcome: 'error', ms: performance.now() - started, status, state: 0, message, data: null });
      const req = http.request(
        {
          host: this.host,
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: {
            accept: 'application/json',
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...headers,
          },
          timeout: TIMEOUT_MS,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) => fail(error.message, res.statusCode ?? 0));
          res.on('end', () => {
            const ms = performance.now() - started;
            const status = res.statusCode ?? 0;
            const text = Buffer.concat(chunks).toString('utf8');
            let envelope: { state?: unknown; message?: unknown; data?: unknown };
            try {
              envelope = JSON.parse(text) as typeof envelope;
            } catch {
              return fail(`HTTP ${status}, not an envelope: ${text.slice(0, 120)}`, status);
            }
            if (typeof envelope.state !== 'number') return fail(`HTTP ${status}, no state`, status);
            const state = envelope.state;
            const message = String(envelope.message ?? '');
            const outcome: Outcome =
              state === 200 && status === 200
                ? 'ok'
                : status >= 500 || NOT_BUSINESS.has(status)
                  ? 'error'
                  : 'refusal';
            resolve({ outcome, ms, status, state, message, data: envelope.data });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no reply in ${TIMEOUT_MS} ms`)));
      req.on('error', (error) => fail(error.message));
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Latencies and outcomes of one kind of request (sign-in, the list, apply). */
export class Tally {
  readonly times: number[] = [];
  ok = 0;
  errors = 0;
  /** Refusals by state, with one message each for the report. */
  readonly refusals = new Map<number, { count: number; message: string }>();
  readonly errorSamples: string[] = [];

  add(reply: Reply): void {
    this.times.push(reply.ms);
    if (reply.outcome === 'ok') this.ok++;
    else if (reply.outcome === 'error') {
      this.errors++;
      if (this.errorSamples.length < 5)
        this.errorSamples.push(`${reply.status} ${reply.state} ${reply.message}`);
    } else {
      const known = this.refusals.get(reply.state);
      this.refusals.set(reply.state, { count: (known?.count ?? 0) + 1, message: reply.message });
    }
  }

  get refused(): number {
    let n = 0;
    for (const r of this.refusals.values()) n += r.count;
    return n;
  }
}
