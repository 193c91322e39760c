import type { Db } from '@zamalek/db/client';
import {
  claimDueMail,
  markMailFailed,
  markMailSent,
  nextMailDueAt,
} from '@zamalek/db/queries/notifications';
import { mailFailureCodes } from '../logging';
import type { MailAttachment, MailTransport } from './transport';

export type ClaimedMail = Awaited<ReturnType<typeof claimDueMail>>[number];

/** The files a claimed message carries (a receipt's or a statement's PDF), made when it is sent. */
export type AttachmentMaker = (mail: ClaimedMail) => Promise<MailAttachment[]>;

/**
 * The message as it is sent: a maker may put in what the outbox must not hold (a link's secret,
 * made at sending).
 */
export type MailPersonalizer = (mail: ClaimedMail) => Promise<ClaimedMail>;

/** Every file each maker gives a message, in order. */
export function allAttachments(...makers: AttachmentMaker[]): AttachmentMaker {
  return async (mail) => (await Promise.all(makers.map((make) => make(mail)))).flat();
}

/**
 * Messages are claimed one at a time, each for this long: longer than one SMTP exchange can last
 * (its timeouts, transport.ts), so a message is handed to the mail server once whichever instance
 * sends it, and short, so one claimed by a process that died goes out a minute later.
 */
const BATCH = 1;
const LEASE_SECONDS = 60;
const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min … capped at an hour. */
function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** (attempts - 1), 3600);
}

interface Log {
  warn(details: object, message: string): void;
}

/**
 * Delivers the outbox: every message due now, each claimed with `FOR UPDATE SKIP LOCKED` and a
 * lease, so two instances draining at once never take the same message. The `mail-outbox` job
 * runs this (kicked after a commit that queued mail, at the next retry or lease's end, and every
 * minute). A failed
 * send is retried with back-off and logged by notification id and SMTP code; users never see it.
 * A database failure ends the run (the job engine logs it); claimed messages are picked up again
 * when their lease runs out, and nothing in the outbox is lost.
 */
export class MailOutbox {
  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: Log,
    private readonly attachmentsOf: AttachmentMaker = async () => [],
    private readonly personalize: MailPersonalizer = async (mail) => mail,
  ) {}

  /** Sends everything due; returns how many messages were handed to the transport. */
  async deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueMail(this.db, { limit: BATCH, leaseSeconds: LEASE_SECONDS });
      if (batch.length === 0) return sent;
      for (const mail of batch) {
        if (await this.deliver(mail)) sent += 1;
      }
    }
  }

  /** When a message waiting for a retry or for its lease to run out is due next, or null. */
  nextDueAt(): Promise<Date | null> {
    return nextMailDueAt(this.db);
  }

  /** Sends one claimed message and records the outcome. */
  private async deliver(mail: ClaimedMail): Promise<boolean> {
    let sendError: unknown;
    try {
      const ready = await this.personalize(mail);
      await this.transport.send({
        from: this.from,
        to: ready.recipient,
        subject: ready.subject,
        text: ready.textBody,
        html: ready.htmlBody,
        attachments: await this.attachmentsOf(ready),
      });
    } catch (error) {
      sendError = error ?? new Error('send failed');
    }
    if (sendError === undefined) {
      await markMailSent(this.db, { id: mail.id });
      return true;
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
    return false;
  }
}
