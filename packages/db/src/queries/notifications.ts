import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { notifications, userRoles, users } from '../schema';

export interface OutgoingMail {
  kind: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** A receipt of the property, attached to the message as its PDF when it is sent. */
  receiptId?: string;
  /** A landlord's statement of the property, attached as its PDF when it is sent. */
  statementId?: string;
  /** A stay whose registration link the message carries, made when it is sent. */
  registrationLinkFor?: string;
}

/** Queues mail from a property (its sender and texts); the property is never assumed. */
export async function enqueueMail(
  db: Db,
  { propertyId, mail }: { propertyId: string; mail: OutgoingMail | OutgoingMail[] },
) {
  const rows = Array.isArray(mail) ? mail : [mail];
  if (rows.length > 0) {
    await db.insert(notifications).values(rows.map((row) => ({ ...row, propertyId })));
  }
}

/** When the next pending message is due (a retry, or a claim whose lease runs out), or null. */
export async function nextMailDueAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${notifications.nextAttemptAt})` })
    .from(notifications)
    .where(eq(notifications.status, 'pending'));
  return row?.at ? new Date(row.at) : null;
}

/**
 * Claims due messages for this worker: their next attempt moves `leaseSeconds` ahead, so another
 * instance polling meanwhile skips them (and picks them up again if this one dies mid-send).
 */
export async function claimDueMail(
  db: Db,
  { limit, leaseSeconds }: { limit: number; leaseSeconds: number },
) {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.status, 'pending'), lte(notifications.nextAttemptAt, sql`now()`)))
    .orderBy(asc(notifications.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({
      attempts: sql`${notifications.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(notifications.id, due))
    .returning({
      id: notifications.id,
      recipient: notifications.recipient,
      subject: notifications.subject,
      textBody: notifications.textBody,
      htmlBody: notifications.htmlBody,
      propertyId: notifications.propertyId,
      receiptId: notifications.receiptId,
      statementId: notifications.statementId,
      registrationLinkFor: notifications.registrationLinkFor,
      attempts: notifications.attempts,
    });
}

export async function markMailSent(db: Db, { id }: { id: string }) {
  await db
    .update(notifications)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(notifications.id, id));
}

/** Schedules another attempt after `retryInSeconds`, or gives up when that is null. */
export async function markMailFailed(
  db: Db,
  { id, error, retryInSeconds }: { id: string; error: string; retryInSeconds: number | null },
) {
  await db
    .update(notifications)
    .set(
      retryInSeconds === null
        ? { status: 'failed', lastError: error }
        : {
            lastError: error,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
          },
    )
    .where(eq(notifications.id, id));
}

/** E-mail addresses of the property's enabled admins and managers: who hears of its new reservations. */
export async function staffNotificationRecipients(
  db: Db,
  { propertyId }: { propertyId: string },
): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.propertyId, propertyId)))
    .where(and(inArray(userRoles.role, ['admin', 'manager']), isNull(users.disabledAt)));
  return rows.map((row) => row.email);
}
