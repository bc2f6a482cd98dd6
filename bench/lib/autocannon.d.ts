// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  /** One connection (setupClient): its headers for every request it sends. */
  interface Client {
    setHeaders(headers: Record<string, string>): void;
  }
  interface Options {
    /** Several URLs: the connections are spread over them (a multiple of their number is best). */
    url: string | string[];
    connections?: number;
    /** Requests per second over all connections (an open load); none: as fast as they go. */
    overallRate?: number;
    setupClient?: (client: Client) => void;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
