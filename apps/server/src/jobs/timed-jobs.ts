import type { Db } from '@zamalek/db/client';
import { channexNextDueAt } from '@zamalek/db/queries/channex';
import { BACKUP_JOB } from '../backup/daily-backup';
import type { FeedFetchOptions } from '../channels/feed-fetch';
import { syncDueFeeds } from '../channels/sync-due';
import { CHANNEX_MAX_WAIT_MS, CHANNEX_QUIET_MS, runChannex } from '../channex/channex-job';
import type { ChannexClient } from '../channex/configured-client';
import type { DocumentStore } from '../documents/store';
import type { MailOutbox } from '../mail/outbox';
import { DIGEST_JOB, queueDailyDigest } from './daily-digest';
import { closeDueDays, DAY_CLOSE_JOB } from './day-close';
import type { JobSpec } from './engine';
import { runHousekeeping } from './housekeeping';
import { PRE_ARRIVAL_JOB, queueDuePreArrivalMail } from './pre-arrival';
import { queueRegistrationReminders } from './registration-reminders';

export const MAIL_JOB = 'mail-outbox';
export const HOUSEKEEPING_JOB = 'housekeeping';
export const CHANNEL_SYNC_JOB = 'channel-sync';
export const CHANNEX_JOB = 'channex-push';

interface TimedJobDeps {
  db: Db;
  outbox: MailOutbox;
  documents: DocumentStore;
  /** The current moment; tests move it. */
  clock: () => Date;
  /** Asks for an outbox run after a job queued mail, or at a given moment. */
  kickMail: (at?: Date) => void;
  /** How channel calendars are fetched (limits, private addresses). */
  feedFetch: FeedFetchOptions;
  /** The channel manager, when one is configured; `kickChannex` asks for a push run at `at`. */
  channex: {
    client: ChannexClient;
    kick: (at: Date) => void;
    log: { warn(details: object, message: string): void };
  } | null;
  /** The daily backup, when a backup key is configured. */
  backup?: { schedule: string; run: () => Promise<void> } | undefined;
}

/**
 * Every timed job of the server and when it runs (cron in the property's time zone). The mail
 * job also runs whenever a commit queued mail, and may run on several instances at once (a run
 * stuck on a dead process never stops the next); the others run on one instance at a time.
 */
export function timedJobs(deps: TimedJobDeps): JobSpec[] {
  const { db, clock, backup } = deps;
  const jobs: JobSpec[] = [
    {
      name: MAIL_JOB,
      cron: '* * * * *',
      policy: 'short',
      expireInSeconds: 5 * 60,
      run: async () => {
        await deps.outbox.deliverDue();
        // A retry or a lease held by a process that died: run again the moment it is due.
        const next = await deps.outbox.nextDueAt();
        if (next) deps.kickMail(next);
      },
    },
    {
      name: HOUSEKEEPING_JOB,
      cron: '0 * * * *',
      expireInSeconds: 15 * 60,
      run: async () => {
        await runHousekeeping(db, deps.documents);
      },
    },
    {
      name: PRE_ARRIVAL_JOB,
      cron: '* * * * *',
      expireInSeconds: 10 * 60,
      run: async () => {
        const invited = await queueDuePreArrivalMail(db, { now: clock() });
        const reminded = await queueRegistrationReminders(db, { now: clock() });
        if (invited + reminded > 0) deps.kickMail();
      },
    },
    {
      name: DIGEST_JOB,
      cron: '*/5 * * * *',
      expireInSeconds: 10 * 60,
      run: async () => {
        if ((await queueDailyDigest(db, { now: clock() })) > 0) deps.kickMail();
      },
    },
    {
      name: DAY_CLOSE_JOB,
      cron: '*/5 * * * *',
      expireInSeconds: 15 * 60,
      run: async () => {
        await closeDueDays(db, { now: clock() });
      },
    },
    {
      // Each feed's own interval (15 minutes by default) decides whether this minute polls it.
      name: CHANNEL_SYNC_JOB,
      cron: '* * * * *',
      expireInSeconds: 15 * 60,
      run: async () => {
        await syncDueFeeds(db, {
          fetch: deps.feedFetch,
          clock,
          mail: { kick: deps.kickMail },
        });
      },
    },
  ];
  const channex = deps.channex;
  if (channex) {
    jobs.push({
      // Reads the booking feed and pushes what waits: kicked after every change that can queue
      // nights; the minute's run is the backstop, and reads bookings when no webhook comes.
      name: CHANNEX_JOB,
      cron: '* * * * *',
      expireInSeconds: 10 * 60,
      run: async () => {
        if (await runChannex(db, channex.client, { now: clock(), log: channex.log })) {
          deps.kickMail();
        }
        const next = await channexNextDueAt(db, {
          quietMs: CHANNEX_QUIET_MS,
          maxWaitMs: CHANNEX_MAX_WAIT_MS,
        });
        if (next) channex.kick(next);
      },
    });
  }
  if (backup) {
    jobs.push({
      name: BACKUP_JOB,
      cron: backup.schedule,
      expireInSeconds: 60 * 60,
      run: backup.run,
    });
  }
  return jobs;
}
