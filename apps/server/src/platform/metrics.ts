import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import client from 'prom-client';
import type { Database, DatabaseHandle } from '../db/client.js';
import { isLoopbackClient } from './dev-routes.js';
import { AppError } from './errors.js';

/**
 * The process's one Prometheus registry, and every instrument Parley records into. Modules import
 * the instrument they need and call inc/observe: a label lookup and an addition, nothing else (no
 * I/O, no allocation past the first time a label set is seen). What costs a query (the pool, the
 * queues) is read only when Prometheus scrapes, in the gauges' collect(). The list, with what each
 * metric means, is in docs/operating/observability.md.
 *
 * Gauges carry an `aggregator` for the cluster's proxy, which sums its nodes' metrics
 * (AggregatorRegistry.aggregate, cluster/balancer.ts): counters, histograms and per-process gauges
 * add up; a gauge every node reads from the shared database (queue depth) takes the max instead.
 */
export const metricsRegistry = new client.Registry();
client.collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];
// Seconds; from a cached session read (~1 ms) to an OCR or a document (seconds).
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SLOW_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export const httpRequestDuration = new client.Histogram({
  name: 'parley_http_request_duration_seconds',
  help: 'HTTP requests by route pattern, method and status class; its _count is the request count',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const httpRequestErrors = new client.Counter({
  name: 'parley_http_request_errors_total',
  help: 'Requests answered with an error, by route pattern, method and error code (VALIDATION_FAILED, INTERNAL…)',
  labelNames: ['method', 'route', 'code'] as const,
  registers,
});

/** The route label: the pattern Fastify matched, never the raw URL (ids would explode the series). */
export function routeLabel(req: FastifyRequest): string {
  return req.routeOptions.url ?? 'unmatched';
}

export function observeHttpRequest(req: FastifyRequest, reply: FastifyReply): void {
  httpRequestDuration.observe(
    { method: req.method, route: routeLabel(req), status_class: `${Math.floor(reply.statusCode / 100)}xx` },
    reply.elapsedTime / 1000,
  );
}

// ---- Database pool: read at scrape time from the pools this process opened ----
const pools = new Set<DatabaseHandle>();
new client.Gauge({
  name: 'parley_db_pool_connections',
  help: 'Database connections of this process by state: total, idle, waiting (clients queued for a connection). PGlite: one connection, total only',
  labelNames: ['state'] as const,
  aggregator: 'sum',
  registers,
  collect() {
    this.reset();
    for (const handle of pools) {
      if (handle.kind === 'postgres') {
        this.inc({ state: 'total' }, handle.pool.totalCount);
        this.inc({ state: 'idle' }, handle.pool.idleCount);
        this.inc({ state: 'waiting' }, handle.pool.waitingCount);
      } else this.inc({ state: 'total' }, 1);
    }
  },
});

/** Reports a database's pool until the returned function is called. */
export function watchDatabasePool(handle: DatabaseHandle): () => void {
  pools.add(handle);
  return () => pools.delete(handle);
}

// ---- Job queues: pg-boss's job table, read at scrape time ----
const queueDatabases = new Set<Database>();
type QueueRow = { name: string; queued: number; active: number; oldest: number | null };
let queueRead: Promise<QueueRow[]> | null = null;
/** One query feeds both queue gauges (each gauge's collect() asks; the second gets the first's answer). */
function readQueues(): Promise<QueueRow[]> {
  queueRead ??= (async () => {
    const rows: QueueRow[] = [];
    for (const db of queueDatabases) {
      try {
        // Every queue pg-boss knows, 0 when nothing waits (a gauge that vanished would read as no data).
        // state < 'active' is pg-boss's own test for a waiting job (created or retry).
        const result = await db.execute(sql`
          select q.name,
                 count(j.id) filter (where j.state < 'active' and j.start_after <= now())::int as queued,
                 count(j.id) filter (where j.state = 'active')::int as active,
                 coalesce(extract(epoch from now() - min(j.created_on) filter (where j.state < 'active' and j.start_after <= now())), 0)::float8 as oldest
          from pgboss.queue q left join pgboss.job j on j.name = q.name and j.state <= 'active'
          group by q.name`);
        rows.push(...((result as unknown as { rows: QueueRow[] }).rows ?? []));
      } catch {
        // pg-boss has not created its schema yet (no process started the queues): nothing to report.
      }
    }
    return rows;
  })().finally(() => setTimeout(() => (queueRead = null), 0));
  return queueRead;
}
new client.Gauge({
  name: 'parley_job_queue_depth',
  help: 'Jobs by queue and state: queued (ready to run now) and active (running)',
  labelNames: ['queue', 'state'] as const,
  // Every node reads the same table: the cluster's proxy takes one, not the sum.
  aggregator: 'max',
  registers,
  async collect() {
    this.reset();
    for (const row of await readQueues()) {
      this.set({ queue: row.name, state: 'queued' }, Number(row.queued));
      this.set({ queue: row.name, state: 'active' }, Number(row.active));
    }
  },
});
new client.Gauge({
  name: 'parley_job_oldest_queued_age_seconds',
  help: 'Age of the oldest job ready to run and not yet started, by queue (0 when none waits)',
  labelNames: ['queue'] as const,
  aggregator: 'max',
  registers,
  async collect() {
    this.reset();
    for (const row of await readQueues()) this.set({ queue: row.name }, Number(row.oldest ?? 0));
  },
});

/** Reports the job queues of a database (any node can: they are rows) until the returned function is called. */
export function watchJobQueues(db: Database): () => void {
  queueDatabases.add(db);
  return () => queueDatabases.delete(db);
}

export const jobDuration = new client.Histogram({
  name: 'parley_job_duration_seconds',
  help: 'Job runs in this process, by queue and outcome (completed, failed)',
  labelNames: ['queue', 'outcome'] as const,
  buckets: SLOW_BUCKETS,
  registers,
});

// ---- Realtime ----
export const realtimeConnections = new client.Gauge({
  name: 'parley_realtime_connections',
  help: 'Socket.IO connections open on this process',
  registers,
});
export const realtimeEvents = new client.Counter({
  name: 'parley_realtime_events_total',
  help: 'Live updates published, by event (one per publish, whatever the number of sockets in its rooms)',
  labelNames: ['event'] as const,
  registers,
});

// ---- Domain operations ----
export const complianceScanDuration = new client.Histogram({
  name: 'parley_compliance_scan_duration_seconds',
  help: "A collector message's compliance scan, by verdict (delivered, held, blocked, superseded: another scan got there first; error)",
  labelNames: ['verdict'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});
export const ocrDuration = new client.Histogram({
  name: 'parley_ocr_duration_seconds',
  help: 'Reading one uploaded file, by kind (image: OCR; pdf: its text) and outcome (ok, error)',
  labelNames: ['kind', 'outcome'] as const,
  buckets: SLOW_BUCKETS,
  registers,
});
export const documentGenerationDuration = new client.Histogram({
  name: 'parley_document_generation_duration_seconds',
  help: 'Rendering one generated document, by document (legal_pdf, legal_docx, settlement_agreement, authorization_letter)',
  labelNames: ['document'] as const,
  buckets: SLOW_BUCKETS,
  registers,
});
export const paymentOutcomes = new client.Counter({
  name: 'parley_payment_outcomes_total',
  help: "Payments reaching a state from the provider's answer: succeeded, failed, requires_action, reversed",
  labelNames: ['outcome'] as const,
  registers,
});

/** Times a promise into a histogram with the labels its outcome decides. */
export async function timed<T, L extends string>(
  histogram: client.Histogram<L>,
  run: () => Promise<T>,
  labels: (outcome: { ok: true; value: T } | { ok: false }) => Partial<Record<L, string>>,
): Promise<T> {
  const end = histogram.startTimer();
  try {
    const value = await run();
    end(labels({ ok: true, value }));
    return value;
  } catch (err) {
    end(labels({ ok: false }));
    throw err;
  }
}

// ---- The scrape ----
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without one, a
 * client on this machine only (isLoopbackClient: a reverse proxy's visitors do not count as local).
 */
export function authorizeScrape(req: FastifyRequest, token: string | undefined): void {
  if (!token) {
    if (!isLoopbackClient(req)) throw new AppError('FORBIDDEN', 'Metrics answer this machine only (set METRICS_TOKEN to scrape from elsewhere)');
    return;
  }
  const sent = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!sent) throw new AppError('UNAUTHENTICATED', 'Metrics need the bearer token (METRICS_TOKEN)');
  if (!timingSafeEqual(digest(sent), digest(token))) throw new AppError('FORBIDDEN', 'The metrics token is wrong');
}
