import type { DateRange } from '@zamalek/domain/date-range';
import type { IsoDate } from '@zamalek/domain/dates';
import { isGuestLanguage } from '@zamalek/domain/guest-language';
import { and, asc, count, eq, gt, gte, lt, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { jobRuns, reservations, units } from '../schema';
import { roomsNotReady } from './room-status';

/**
 * Records that `job` has done `runKey`. True for the one caller that records it first; false
 * for every other (another instance, a retry). Call it in the transaction that does the work.
 */
export async function claimJobRun(
  db: Db,
  { job, propertyId, runKey }: { job: string; propertyId: string | null; runKey: string },
): Promise<boolean> {
  const rows = await db
    .insert(jobRuns)
    .values({ job, propertyId, runKey })
    .onConflictDoNothing()
    .returning({ runKey: jobRuns.runKey });
  return rows.length === 1;
}

const hasEmail = sql`coalesce(btrim(${reservations.contactEmail}), '') <> ''`;

function preArrivalPending(propertyId: string, arrivals: DateRange) {
  return and(
    eq(reservations.propertyId, propertyId),
    eq(reservations.status, 'confirmed'),
    gte(reservations.checkInDate, arrivals.from),
    lt(reservations.checkInDate, arrivals.to),
    hasEmail,
    notExists(
      sql`(select 1 from ${jobRuns} where ${jobRuns.job} = 'pre-arrival' and ${jobRuns.propertyId} = ${reservations.propertyId} and ${jobRuns.runKey} = ${reservations.id}::text)`,
    ),
  );
}

/** Ids of confirmed stays with a guest e-mail arriving in `arrivals` that have had no pre-arrival mail. */
export async function pendingPreArrivals(
  db: Db,
  { propertyId, arrivals }: { propertyId: string; arrivals: DateRange },
) {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(preArrivalPending(propertyId, arrivals))
    .orderBy(asc(reservations.checkInDate), asc(reservations.id))
    .limit(500);
  return rows.map((row) => row.id);
}

/**
 * Locks one stay and returns what its pre-arrival mail needs, if it is still due as it is now
 * (dates, status and e-mail read under the lock, so an edit, a move or a cancellation committed
 * meanwhile is seen), or null.
 */
export async function lockDuePreArrival(
  db: Db,
  { propertyId, id, arrivals }: { propertyId: string; id: string; arrivals: DateRange },
) {
  const [row] = await db
    .select({
      id: reservations.id,
      bookingReference: reservations.bookingReference,
      guestNames: reservations.guestNames,
      email: reservations.contactEmail,
      checkIn: reservations.checkInDate,
      checkOut: reservations.checkOutDate,
      nights: reservations.nights,
      unitId: reservations.unitId,
      guestLanguage: reservations.guestLanguage,
    })
    .from(reservations)
    .where(and(eq(reservations.id, id), preArrivalPending(propertyId, arrivals)))
    .for('update');
  if (!row?.email) return null;
  const [unit] = row.unitId
    ? await db
        .select({
          propertyId: units.propertyId,
          roomTypeId: units.roomTypeId,
          publicName: units.publicName,
          publicNameAr: units.publicNameAr,
        })
        .from(units)
        .where(eq(units.id, row.unitId))
    : [];
  const { guestLanguage, ...stay } = row;
  return {
    ...stay,
    email: row.email.trim(),
    unit: unit ?? null,
    language: isGuestLanguage(guestLanguage) ? guestLanguage : ('en' as const),
  };
}

const DIGEST_LIST_LIMIT = 100;

const digestStayColumns = {
  bookingReference: reservations.bookingReference,
  firstGuest: sql<string | null>`${reservations.guestNames}[1]`,
  room: units.name,
  checkIn: reservations.checkInDate,
  checkOut: reservations.checkOutDate,
  status: reservations.status,
};

function digestList(db: Db, where: ReturnType<typeof and>) {
  return db
    .select(digestStayColumns)
    .from(reservations)
    .leftJoin(units, eq(units.id, reservations.unitId))
    .where(where)
    .orderBy(asc(units.name), asc(reservations.bookingReference))
    .limit(DIGEST_LIST_LIMIT);
}

/**
 * What the daily digest reports for `today` (property date): arrivals and departures (not
 * cancelled), how many stays are checked in, the rooms today's arrivals wait for that are not
 * ready, and stays still to come or under way with no price.
 */
export async function digestFacts(
  db: Db,
  { propertyId, today }: { propertyId: string; today: IsoDate },
) {
  const notCancelled = and(
    eq(reservations.propertyId, propertyId),
    ne(reservations.status, 'cancelled'),
  );
  const unpricedWhere = and(
    notCancelled,
    gt(reservations.checkOutDate, today),
    sql`coalesce(${reservations.pricePerNightCents}, 0) = 0`,
  );
  const [arrivals, departures, inHouse, unpriced, unpricedCount, notReady] = await Promise.all([
    digestList(db, and(notCancelled, eq(reservations.checkInDate, today))),
    digestList(db, and(notCancelled, eq(reservations.checkOutDate, today))),
    db
      .select({ value: count() })
      .from(reservations)
      .where(and(eq(reservations.propertyId, propertyId), eq(reservations.status, 'checked_in'))),
    digestList(db, unpricedWhere),
    db.select({ value: count() }).from(reservations).where(unpricedWhere),
    roomsNotReady(db, { propertyId, today }),
  ]);
  return {
    arrivals,
    departures,
    inHouse: inHouse[0]?.value ?? 0,
    unpriced,
    unpricedCount: unpricedCount[0]?.value ?? 0,
    roomsNotReady: notReady,
  };
}
export type DigestFacts = Awaited<ReturnType<typeof digestFacts>>;
export type DigestStay = DigestFacts['arrivals'][number];
