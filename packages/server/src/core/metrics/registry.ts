import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What an operator watches (issue 33), in one Prometheus registry per process: the HTTP routes
 * (rate, latency, errors by route and by the envelope's state), the database pool, the workflow
 * engine's commands and their version conflicts, and the queues (push outbox, spreadsheet
 * imports). Served by http/metrics.ts at GET /api/metrics to a scraper holding METRICS_TOKEN.
 * Names follow Prometheus' conventions (`campus_` prefix, base units, `_total` for counters).
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'campus_' });

/** Routes are labelled by their pattern (route-key.ts), never by the URL a client made up. */
export const httpRequests = new Counter({
  name: 'campus_http_requests_total',
  help: 'Requests answered, by route (its pattern, aliases counted as their target) and HTTP status.',
  labelNames: ['route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'campus_http_request_duration_seconds',
  help: 'Time from a request arriving to its reply being sent, by route.',
  labelNames: ['route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/**
 * Replies that refused or failed, by the envelope's state: the platform answers most refusals with
 * HTTP 200 and a state such as 6050106, so the HTTP status alone would hide them.
 */
export const httpErrors = new Counter({
  name: 'campus_http_errors_total',
  help: 'Error replies by route and envelope state (HTTP 200 refusals included).',
  labelNames: ['route', 'state'] as const,
  registers: [registry],
});

export const engineCommands = new Counter({
  name: 'campus_engine_commands_total',
  help: 'Workflow engine commands (start, complete, reject...) by outcome: ok, refused or failed.',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const engineVersionConflicts = new Counter({
  name: 'campus_engine_version_conflicts_total',
  help: 'Engine commands that found their instance changed by another and ran again.',
  registers: [registry],
});

export const dbPoolConnections = new Gauge({
  name: 'campus_db_pool_connections',
  help: 'PostgreSQL pool connections by state: total, idle, and requests waiting for one.',
  labelNames: ['state'] as const,
  registers: [registry],
});

export const dbPoolAcquires = new Counter({
  name: 'campus_db_pool_acquires_total',
  help: 'Connections taken from the PostgreSQL pool.',
  registers: [registry],
});

export const dbPoolWaitSeconds = new Counter({
  name: 'campus_db_pool_wait_seconds_total',
  help: 'Time spent waiting for a pool connection (divide by acquires for the mean wait).',
  registers: [registry],
});

export const queueLength = new Gauge({
  name: 'campus_queue_length',
  help: 'Work waiting: push notifications not yet sent, spreadsheet imports still running.',
  labelNames: ['queue'] as const,
  registers: [registry],
});
