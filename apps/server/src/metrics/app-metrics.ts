import type { DatabaseClient } from '@zamalek/db/client';
import { type OperationsGauges, operationsGauges } from '@zamalek/db/queries/operations-gauges';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds, from a fast read to a slow report. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricSources {
  database: DatabaseClient;
  /** WebSockets open on this instance. */
  openSockets: () => number;
  clock: () => Date;
}

/**
 * The figures `/metrics` shows, in Prometheus's text format: request and procedure latency
 * (recorded as they happen), and the pool, the queue, the outbox, the channel feeds and the
 * sockets (read at each scrape). One registry per app, so two apps in one process never mix.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly procedureSeconds: Histogram<'procedure' | 'type' | 'outcome'>;
  private readonly requestSeconds: Histogram<'route' | 'method' | 'status'>;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'zamalek_' });
    this.procedureSeconds = new Histogram({
      name: 'zamalek_trpc_procedure_duration_seconds',
      help: 'tRPC procedures by path, type and outcome (ok or the error code), over HTTP and WebSocket',
      labelNames: ['procedure', 'type', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.requestSeconds = new Histogram({
      name: 'zamalek_http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status',
      labelNames: ['route', 'method', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });

    const pool = new Gauge({
      name: 'zamalek_db_pool_connections',
      help: 'Database connections: open, idle, requests waiting for one, and the most allowed',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = sources.database.poolStats();
        for (const [state, value] of Object.entries(stats)) pool.set({ state }, value);
      },
    });
    new Gauge({
      name: 'zamalek_websockets_open',
      help: 'WebSockets open on this instance (live refresh)',
      registers,
      collect() {
        this.set(sources.openSockets());
      },
    });

    // The database's counts, read once per scrape for every gauge below; while the database is
    // away they are left out and `zamalek_database_up` says 0.
    let gauges: Promise<OperationsGauges | null> | null = null;
    const read = () => {
      gauges ??= operationsGauges(sources.database.db, { now: sources.clock() })
        .catch(() => null)
        .finally(() => {
          gauges = null;
        });
      return gauges;
    };
    new Gauge({
      name: 'zamalek_database_up',
      help: 'Whether the database answered this scrape (1) or not (0)',
      registers,
      async collect() {
        this.set((await read()) ? 1 : 0);
      },
    });
    const outbox = new Gauge({
      name: 'zamalek_mail_outbox',
      help: 'E-mails waiting to be sent (pending) and given up on (failed)',
      labelNames: ['status'],
      registers,
      async collect() {
        const counts = (await read())?.outbox;
        if (!counts) return;
        outbox.set({ status: 'pending' }, counts.pending);
        outbox.set({ status: 'failed' }, counts.failed);
      },
    });
    const jobs = new Gauge({
      name: 'zamalek_jobs',
      help: 'Jobs in the queue by queue and state (created, retry, active, completed, failed…)',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        jobs.reset();
        for (const row of (await read())?.jobs ?? [])
          jobs.set({ queue: row.queue, state: row.state }, row.count);
      },
    });
    const feedAge = new Gauge({
      name: 'zamalek_channel_sync_age_seconds',
      help: 'Seconds since the stalest calendar feed of a channel last synced',
      labelNames: ['channel'],
      registers,
      async collect() {
        feedAge.reset();
        for (const row of (await read())?.feeds ?? [])
          feedAge.set({ channel: row.channel }, row.oldestSyncSeconds);
      },
    });
    const feedsFailing = new Gauge({
      name: 'zamalek_channel_feeds_failing',
      help: 'Calendar feeds whose last poll failed, by channel',
      labelNames: ['channel'],
      registers,
      async collect() {
        feedsFailing.reset();
        for (const row of (await read())?.feeds ?? [])
          feedsFailing.set({ channel: row.channel }, row.failing);
      },
    });
  }

  observeProcedure(labels: { procedure: string; type: string; outcome: string }, seconds: number) {
    this.procedureSeconds.observe(labels, seconds);
  }

  observeRequest(labels: { route: string; method: string; status: string }, seconds: number) {
    this.requestSeconds.observe(labels, seconds);
  }
}
