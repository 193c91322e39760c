import { addDaysIso } from '@zamalek/domain/dates';
import { MONEY_ACCOUNTS, REVENUE_ACCOUNTS } from '@zamalek/domain/ledger/accounts';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  businessDays,
  folios,
  journalLines,
  journals,
  payments,
  profiles,
  reservations,
} from '../schema';

interface DayParams {
  propertyId: string;
  day: string;
}

const dayLines = ({ propertyId, day }: DayParams) =>
  and(eq(journalLines.propertyId, propertyId), eq(journals.businessDate, day));
const ofJournal = and(
  eq(journals.propertyId, journalLines.propertyId),
  eq(journals.id, journalLines.journalId),
);

/** The day's revenue per account and currency (credits counted positive). */
export function dayRevenue(db: Db, params: DayParams) {
  return db
    .select({
      account: journalLines.account,
      currency: journalLines.currency,
      amountMinor: sql<number>`(-sum(${journalLines.amountMinor}))::bigint`.mapWith(Number),
    })
    .from(journalLines)
    .innerJoin(journals, ofJournal)
    .where(and(dayLines(params), inArray(journalLines.account, [...REVENUE_ACCOUNTS])))
    .groupBy(journalLines.account, journalLines.currency)
    .orderBy(journalLines.account, journalLines.currency);
}

const reversed = alias(payments, 'reversed_payment');

/**
 * The money that moved on the day per method and currency: received less paid back, a corrected
 * payment counted under its method with the opposite sign.
 */
export function dayPayments(db: Db, params: DayParams) {
  const method = sql<string>`coalesce(${payments.method}, ${reversed.method})`;
  return db
    .select({
      method,
      currency: journalLines.currency,
      amountMinor: sql<number>`sum(${journalLines.amountMinor})::bigint`.mapWith(Number),
      entries: sql<number>`count(distinct ${journals.id})::int`,
    })
    .from(journalLines)
    .innerJoin(journals, ofJournal)
    .leftJoin(
      payments,
      and(eq(payments.propertyId, journals.propertyId), eq(payments.journalId, journals.id)),
    )
    .leftJoin(
      reversed,
      and(
        eq(reversed.propertyId, journals.propertyId),
        eq(reversed.journalId, journals.reversesJournalId),
      ),
    )
    .where(
      and(
        dayLines(params),
        inArray(journalLines.account, [...MONEY_ACCOUNTS]),
        // A night's channel commission is kept out of the channel's pay-out, not money received.
        ne(journals.kind, 'room_night'),
      ),
    )
    .groupBy(method, journalLines.currency)
    .orderBy(method, journalLines.currency);
}

const folioMoney = {
  reservationId: reservations.id,
  bookingReference: reservations.bookingReference,
  guestName: sql<string | null>`${reservations.guestNames}[1]`,
  status: reservations.status,
  checkInDate: reservations.checkInDate,
  folioKind: folios.kind,
  payer: folios.payer,
  balanceMinor:
    sql<number>`coalesce(sum(${journalLines.amountMinor}) filter (where ${journalLines.account} = 'receivable'), 0)::bigint`.mapWith(
      Number,
    ),
  heldMinor:
    sql<number>`coalesce(-sum(${journalLines.amountMinor}) filter (where ${journalLines.account} <> 'receivable'), 0)::bigint`.mapWith(
      Number,
    ),
};
const folioGroup = [
  reservations.id,
  reservations.bookingReference,
  reservations.guestNames,
  reservations.status,
  reservations.checkInDate,
  folios.id,
  folios.kind,
  folios.payer,
];

/** The folios of the day's departures (gone or still in) that do not stand at zero. */
export function departuresWithBalance(db: Db, { propertyId, day }: DayParams) {
  return db
    .select(folioMoney)
    .from(reservations)
    .innerJoin(
      folios,
      and(
        eq(folios.propertyId, reservations.propertyId),
        eq(folios.reservationId, reservations.id),
      ),
    )
    .innerJoin(
      journalLines,
      and(eq(journalLines.propertyId, folios.propertyId), eq(journalLines.folioId, folios.id)),
    )
    .where(
      and(
        eq(reservations.propertyId, propertyId),
        eq(reservations.checkOutDate, day),
        inArray(reservations.status, ['checked_in', 'checked_out']),
      ),
    )
    .groupBy(...folioGroup)
    .having(
      sql`sum(${journalLines.amountMinor}) filter (where ${journalLines.account} = 'receivable') <> 0`,
    )
    .orderBy(reservations.bookingReference, folios.kind);
}

/** How far back the day close looks for stays that paid and were never stayed. */
export const NO_SERVICE_LOOKBACK_DAYS = 90;

/**
 * Stays due by the day (within the look-back) that were cancelled or never arrived, whose folios
 * still hold the guest's money: a credit or a deposit to refund, or to keep as a fee.
 */
export function paidWithoutService(db: Db, { propertyId, day }: DayParams) {
  return db
    .select(folioMoney)
    .from(reservations)
    .innerJoin(
      folios,
      and(
        eq(folios.propertyId, reservations.propertyId),
        eq(folios.reservationId, reservations.id),
      ),
    )
    .innerJoin(
      journalLines,
      and(eq(journalLines.propertyId, folios.propertyId), eq(journalLines.folioId, folios.id)),
    )
    .where(
      and(
        eq(reservations.propertyId, propertyId),
        sql`${reservations.checkInDate} between ${addDaysIso(day, -NO_SERVICE_LOOKBACK_DAYS)} and ${day}`,
        sql`(${reservations.status} = 'cancelled' or (${reservations.status} = 'confirmed' and ${reservations.checkInDate} < ${day}))`,
      ),
    )
    .groupBy(...folioGroup)
    .having(
      sql`sum(${journalLines.amountMinor}) filter (where ${journalLines.account} = 'receivable') < 0 or sum(${journalLines.amountMinor}) filter (where ${journalLines.account} <> 'receivable') <> 0`,
    )
    .orderBy(reservations.checkInDate, reservations.bookingReference);
}

/** The property's closed business days, newest first, with who closed each. */
export function closedDays(db: Db, { propertyId, limit }: { propertyId: string; limit: number }) {
  return db
    .select({
      businessDate: businessDays.businessDate,
      closedAt: businessDays.closedAt,
      closedByName: profiles.fullName,
    })
    .from(businessDays)
    .leftJoin(profiles, eq(profiles.id, businessDays.closedBy))
    .where(eq(businessDays.propertyId, propertyId))
    .orderBy(desc(businessDays.businessDate))
    .limit(limit);
}

/** One closed business day of the property (undefined: still open, or not yet reached). */
export async function closedDay(db: Db, { propertyId, day }: DayParams) {
  const [row] = await db
    .select({
      businessDate: businessDays.businessDate,
      closedAt: businessDays.closedAt,
      closedByName: profiles.fullName,
    })
    .from(businessDays)
    .leftJoin(profiles, eq(profiles.id, businessDays.closedBy))
    .where(and(eq(businessDays.propertyId, propertyId), eq(businessDays.businessDate, day)));
  return row;
}
