import type { DatabaseClient } from '@zamalek/db/client';
import PgBoss from 'pg-boss';
import { isDatabaseUnavailable, sqlState, unavailableReason } from '../errors';

/** One kind of timed work: a pg-boss queue, its handler and, optionally, its cron schedule. */
export interface JobSpec {
  name: string;
  /** Five-field cron in the property's time zone; pg-boss fires it once across all instances. */
  cron?: string;
  /** How long one run may take before pg-boss counts it as failed and retries it. */
  expireInSeconds: number;
  /**
   * `stately` (the default): one run at a time, one waiting. `short`: one waiting, any number
   * running, for work that is safe to run twice at once (the outbox claims with a lease), so a run
   * left "active" by a process that died never holds the next ones back.
   */
  policy?: 'stately' | 'short';
  run(): Promise<void>;
}

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

interface JobEngineOptions {
  timeZone: string;
  log: Log;
  /** Whether this instance registers and fires the cron schedules (tests start without them). */
  schedules: boolean;
}

/** Waits between start attempts while the database is unreachable: 1 s doubling to 30 s. */
const RETRY_START_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
const STOP_TIMEOUT_MS = 10_000;

/**
 * pg-boss does not await the commands that settle a job (complete, fail: `id IN (SELECT
 * UNNEST($2::uuid[]))`), so one failing during a database outage would be an unhandled rejection.
 * Those are reported and answered as "nothing changed" instead: the job stays active, expires and
 * is retried, which every job here tolerates (each is idempotent).
 */
const SETTLE_COMMAND = /id IN \(SELECT UNNEST\(\$2::uuid\[\]\)\)/;

/** SQLSTATEs of two instances creating the same queue at once (a deadlock on pg-boss's tables). */
const CREATE_RACE = new Set(['40P01', '23505']);

/**
 * Creates a job's queue, or gives one made by an earlier version this one's policy and expiry.
 * Instances starting together on a new database race here; the loser tries again and finds the
 * queue made.
 */
async function createQueue(boss: PgBoss, job: JobSpec) {
  const options = {
    name: job.name,
    policy: job.policy ?? 'stately',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: job.expireInSeconds,
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      const existing = await boss.getQueue(job.name);
      if (!existing) {
        await boss.createQueue(job.name, options);
      } else if (
        existing.policy !== options.policy ||
        existing.expireInSeconds !== options.expireInSeconds
      ) {
        await boss.updateQueue(job.name, options);
      }
      return;
    } catch (error) {
      if (attempt >= 5 || !CREATE_RACE.has(sqlState(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * Runs the server's timed work on pg-boss, a job queue in PostgreSQL, through the application's
 * own database connection (PGlite or the node-postgres pool): each queue's job is taken by one
 * instance at a time (policy `stately`: at most one queued and one running; the outbox's may run
 * on several, see `JobSpec.policy`), and cron schedules
 * fire once across instances. Starting needs the database; while it is unreachable the engine
 * keeps trying in the background and the server serves meanwhile.
 */
export class JobEngine {
  private boss: PgBoss | undefined;
  private readonly workers = new Map<string, string>();
  private readonly pendingKicks = new Set<string>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private attempt: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private attempts = 0;
  private stopping = false;
  private closed = false;
  private databaseDown = false;
  private readonly jobs: Map<string, JobSpec>;
  /** Jobs a "soon" kick is being sent for. */
  private readonly kicking = new Set<string>();

  constructor(
    private readonly database: DatabaseClient,
    jobs: JobSpec[],
    private readonly options: JobEngineOptions,
  ) {
    this.jobs = new Map(jobs.map((job) => [job.name, job]));
  }

  /** Starts the queue; resolves after the first attempt, which retries by itself if it failed. */
  start(): Promise<void> {
    this.attempt = this.tryStart();
    return this.attempt;
  }

  /** Resolves once the current start attempt is over (tests wait for it before counting on the queue). */
  async whenStarted(): Promise<boolean> {
    await this.attempt;
    return this.running;
  }

  /** Whether the queue is running on this instance. */
  get running(): boolean {
    return this.boss !== undefined;
  }

  /**
   * Asks for a run of `name` soon, on whichever instance takes it first (this one is woken at
   * once), or at `at`. Before the queue runs, the wish is kept and sent once it does.
   *
   * A "soon" kick while another for the same job is still being sent is dropped: the run that
   * one asks for starts after it is queued, so after whatever the caller committed before
   * kicking (a burst of bookings queues one run, not one per booking).
   */
  kick(name: string, at?: Date): void {
    const boss = this.boss;
    if (!boss) {
      this.pendingKicks.add(name);
      return;
    }
    if (!at && this.kicking.has(name)) return;
    // A run at a moment waits apart from the one "soon" run a queue keeps: one per second named.
    const options = at
      ? { startAfter: at, singletonKey: `at-${Math.ceil(at.getTime() / 1000)}` }
      : {};
    if (!at) this.kicking.add(name);
    boss
      .send(name, {}, options)
      .then(() => {
        const worker = this.workers.get(name);
        if (!at && worker && this.boss === boss) boss.notifyWorker(worker);
      })
      .catch((error: unknown) => this.report(error, name))
      .finally(() => {
        if (!at) this.kicking.delete(name);
      });
  }

  /** One run of a job's handler, as the queue runs it: used by the queue and by tests. */
  async run(name: string): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    try {
      await job.run();
      this.databaseBack();
    } catch (error) {
      this.report(error, name);
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.retryTimer);
    await this.attempt;
    const boss = this.boss;
    this.boss = undefined;
    if (boss) {
      try {
        await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
      } catch (error) {
        this.report(error, undefined);
      }
    }
    // pg-boss's polling loops may still be inside a query; let them finish, then refuse more.
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    this.closed = true;
  }

  private async tryStart(): Promise<void> {
    if (this.stopping) return;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.executeSql(text, values) },
      schedule: this.options.schedules,
      supervise: true,
      migrate: true,
    });
    boss.on('error', (error: unknown) => this.report(error, undefined));
    try {
      await boss.start();
      for (const job of this.jobs.values()) await createQueue(boss, job);
      if (this.options.schedules) {
        for (const job of this.jobs.values()) {
          if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: this.options.timeZone });
        }
      }
      for (const job of this.jobs.values()) {
        const id = await boss.work(job.name, { batchSize: 1 }, () => this.run(job.name));
        this.workers.set(job.name, id);
      }
    } catch (error) {
      await boss.stop({ graceful: false, close: false }).catch(() => {});
      this.workers.clear();
      if (this.stopping) return;
      this.report(error, undefined);
      const delay = RETRY_START_MS[Math.min(this.attempts, RETRY_START_MS.length - 1)] ?? 30_000;
      this.attempts += 1;
      this.retryTimer = setTimeout(() => {
        this.attempt = this.tryStart();
      }, delay);
      this.retryTimer.unref();
      return;
    }
    if (this.stopping) {
      await boss.stop({ graceful: true, wait: true, close: false }).catch(() => {});
      return;
    }
    this.boss = boss;
    this.attempts = 0;
    this.databaseBack();
    for (const name of this.pendingKicks) this.kick(name);
    this.pendingKicks.clear();
  }

  private async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    const query = this.closed
      ? Promise.reject(new Error('the job queue is stopped'))
      : this.database.executeSql(text, values);
    this.inFlight.add(query);
    try {
      const result = await query;
      this.databaseBack();
      return result;
    } catch (error) {
      if (!SETTLE_COMMAND.test(text)) throw error;
      this.report(error, undefined);
      return { rows: [{ count: '0' }] };
    } finally {
      this.inFlight.delete(query);
    }
  }

  /** Logs a failure without personal data; a database outage once, until it is over. */
  private report(error: unknown, job: string | undefined) {
    if (this.closed) return;
    if (isDatabaseUnavailable(error)) {
      if (this.databaseDown) return;
      this.databaseDown = true;
      this.options.log.warn(
        { reason: unavailableReason(error), ...(job ? { job } : {}) },
        'scheduled work paused: database unavailable',
      );
      return;
    }
    this.options.log.error({ err: error, ...(job ? { job } : {}) }, 'scheduled work failed');
  }

  private databaseBack() {
    if (!this.databaseDown) return;
    this.databaseDown = false;
    this.options.log.info({}, 'scheduled work resumed');
  }
}
