import type { Db } from '@zamalek/db/client';
import { claimDueMail, markMailFailed, markMailSent } from '@zamalek/db/queries/notifications';
import { isDatabaseUnavailable, unavailableReason } from '../errors';
import { mailFailureCodes } from '../logging';
import type { MailTransport } from './transport';

const POLL_MS = 5_000;
const BATCH = 10;
const LEASE_SECONDS = 120;
export const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min … capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** (attempts - 1), 3600);
}

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Delivers the outbox. Polls, and is kicked right after a commit that queued mail. A failed send
 * is retried with back-off and logged; users never see mail failures. While the database is
 * unreachable it warns once and carries on polling; the outbox is intact when it returns.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private databaseDown = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: Log,
  ) {}

  start() {
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  kick() {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again && this.timer) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Waits for a delivery in progress, then sends everything still due. */
  async flush(): Promise<void> {
    await this.running;
    await this.drain();
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        const batch = await claimDueMail(this.db, { limit: BATCH, leaseSeconds: LEASE_SECONDS });
        this.databaseBack();
        if (batch.length === 0) return;
        for (const mail of batch) await this.deliver(mail);
      }
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        this.log.error({ err: error }, 'mail outbox poll failed');
      } else if (!this.databaseDown) {
        this.databaseDown = true;
        this.log.warn(
          { reason: unavailableReason(error), retryInSeconds: POLL_MS / 1000 },
          'mail outbox paused: database unavailable',
        );
      }
    }
  }

  private databaseBack() {
    if (!this.databaseDown) return;
    this.databaseDown = false;
    this.log.info({}, 'mail outbox resumed');
  }

  /**
   * Sends one claimed mail and records the outcome. A database failure while recording is left to
   * `drain`: the claim's lease runs out and the mail is picked up again later.
   */
  private async deliver(mail: Awaited<ReturnType<typeof claimDueMail>>[number]) {
    let sendError: unknown;
    try {
      await this.transport.send({
        from: this.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
    } catch (error) {
      sendError = error ?? new Error('send failed');
    }
    if (sendError === undefined) {
      await markMailSent(this.db, { id: mail.id });
      return;
    }
    const giveUp = mail.attempts >= MAX_ATTEMPTS;
    // The reply text can quote the recipient: it is kept beside the recipient in the outbox row,
    // and only its codes are logged.
    const message = sendError instanceof Error ? sendError.message : String(sendError);
    const codes = mailFailureCodes(sendError);
    await markMailFailed(this.db, {
      id: mail.id,
      error: message,
      retryInSeconds: giveUp ? null : retryDelaySeconds(mail.attempts),
    });
    this.log.warn(
      { notificationId: mail.id, attempts: mail.attempts, giveUp, ...codes },
      'mail not sent',
    );
  }
}
