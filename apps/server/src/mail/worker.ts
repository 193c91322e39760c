import type { Db } from '@zamalek/db/client';
import { claimDueMail, markMailFailed, markMailSent } from '@zamalek/db/queries/notifications';
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
 * is retried with back-off and logged; users never see mail failures.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

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
        const batch = await claimDueMail(this.db, BATCH, LEASE_SECONDS);
        if (batch.length === 0) return;
        for (const mail of batch) await this.deliver(mail);
      }
    } catch (error) {
      this.log.error({ err: error }, 'mail outbox poll failed');
    }
  }

  private async deliver(mail: Awaited<ReturnType<typeof claimDueMail>>[number]) {
    try {
      await this.transport.send({
        from: this.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
      await markMailSent(this.db, mail.id);
    } catch (error) {
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await markMailFailed(
        this.db,
        mail.id,
        message,
        giveUp ? null : retryDelaySeconds(mail.attempts),
      );
      // The reply text can quote the recipient: only the codes are logged.
      this.log.warn(
        { notificationId: mail.id, attempts: mail.attempts, giveUp, ...mailFailureCodes(error) },
        'mail not sent',
      );
    }
  }
}
