import { isGuestLanguage } from '@zamalek/domain/guest-language';
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { expectedArrivals, jobRuns, properties, registrationLinks, reservations } from '../schema';

interface StayScope {
  propertyId: string;
  reservationId: string;
}

/** A new link for the stay: the live one before it is revoked in the same transaction. */
export async function replaceRegistrationLink(
  db: Db,
  {
    propertyId,
    reservationId,
    tokenHash,
    expiresAt,
  }: StayScope & {
    tokenHash: string;
    expiresAt: Date;
  },
) {
  // The stay's row is locked first: two links made at once follow each other, one stays live.
  await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.propertyId, propertyId), eq(reservations.id, reservationId)))
    .for('no key update');
  await db
    .update(registrationLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(registrationLinks.propertyId, propertyId),
        eq(registrationLinks.reservationId, reservationId),
        isNull(registrationLinks.revokedAt),
      ),
    );
  await db.insert(registrationLinks).values({ propertyId, reservationId, tokenHash, expiresAt });
}

/** The link whose secret hashes to `tokenHash`, with its stay and property. */
export async function findRegistrationLink(db: Db, { tokenHash }: { tokenHash: string }) {
  const [row] = await db
    .select({
      id: registrationLinks.id,
      propertyId: registrationLinks.propertyId,
      reservationId: registrationLinks.reservationId,
      expiresAt: registrationLinks.expiresAt,
      failedAttempts: registrationLinks.failedAttempts,
      revokedAt: registrationLinks.revokedAt,
      status: reservations.status,
      guestNames: reservations.guestNames,
      guestLanguage: reservations.guestLanguage,
      propertyName: properties.propertyName,
      propertyNameAr: properties.propertyNameAr,
      timeZone: properties.timeZone,
    })
    .from(registrationLinks)
    .innerJoin(
      reservations,
      and(
        eq(reservations.propertyId, registrationLinks.propertyId),
        eq(reservations.id, registrationLinks.reservationId),
      ),
    )
    .innerJoin(properties, eq(properties.id, registrationLinks.propertyId))
    .where(eq(registrationLinks.tokenHash, tokenHash));
  if (!row) return undefined;
  const { guestLanguage, ...link } = row;
  return { ...link, language: isGuestLanguage(guestLanguage) ? guestLanguage : ('en' as const) };
}

/** One more wrong last name on a live link; the count after it (null: already locked). */
export async function countWrongLastName(
  db: Db,
  { id, limit }: { id: string; limit: number },
): Promise<number | null> {
  const [row] = await db
    .update(registrationLinks)
    .set({ failedAttempts: sql`${registrationLinks.failedAttempts} + 1` })
    .where(and(eq(registrationLinks.id, id), lt(registrationLinks.failedAttempts, limit)))
    .returning({ failedAttempts: registrationLinks.failedAttempts });
  return row?.failedAttempts ?? null;
}

/** The stay's latest link (live or not), for the desk: when it was made and until when. */
export async function latestRegistrationLink(db: Db, { propertyId, reservationId }: StayScope) {
  const [row] = await db
    .select({
      createdAt: registrationLinks.createdAt,
      expiresAt: registrationLinks.expiresAt,
      revokedAt: registrationLinks.revokedAt,
      failedAttempts: registrationLinks.failedAttempts,
    })
    .from(registrationLinks)
    .where(
      and(
        eq(registrationLinks.propertyId, propertyId),
        eq(registrationLinks.reservationId, reservationId),
      ),
    )
    .orderBy(desc(registrationLinks.createdAt))
    .limit(1);
  return row ?? null;
}

export async function setExpectedArrival(
  db: Db,
  {
    propertyId,
    reservationId,
    arrivalTime,
    givenVia,
  }: StayScope & { arrivalTime: string; givenVia: 'desk' | 'link' },
) {
  await db
    .insert(expectedArrivals)
    .values({ propertyId, reservationId, arrivalTime, givenVia })
    .onConflictDoUpdate({
      target: [expectedArrivals.propertyId, expectedArrivals.reservationId],
      set: { arrivalTime, givenVia, updatedAt: new Date() },
    });
}

export async function expectedArrivalOf(db: Db, { propertyId, reservationId }: StayScope) {
  const [row] = await db
    .select({ arrivalTime: expectedArrivals.arrivalTime, givenVia: expectedArrivals.givenVia })
    .from(expectedArrivals)
    .where(
      and(
        eq(expectedArrivals.propertyId, propertyId),
        eq(expectedArrivals.reservationId, reservationId),
      ),
    );
  return row ?? null;
}

/** What a registration link's message needs of its stay. */
export async function stayForLinkMail(db: Db, { propertyId, reservationId }: StayScope) {
  const [row] = await db
    .select({
      id: reservations.id,
      status: reservations.status,
      bookingReference: reservations.bookingReference,
      guestNames: reservations.guestNames,
      email: reservations.contactEmail,
      checkIn: reservations.checkInDate,
      checkOut: reservations.checkOutDate,
      guestLanguage: reservations.guestLanguage,
    })
    .from(reservations)
    .where(and(eq(reservations.propertyId, propertyId), eq(reservations.id, reservationId)));
  if (!row) return undefined;
  const { guestLanguage, email, ...stay } = row;
  return {
    ...stay,
    email: email?.trim() || null,
    language: isGuestLanguage(guestLanguage) ? guestLanguage : ('en' as const),
  };
}

/**
 * Confirmed stays arriving `today` with a guest e-mail, whose pre-arrival mail went before
 * `before` (so a guest is not reminded hours after the first message) and who had no reminder.
 */
export async function registrationReminderCandidates(
  db: Db,
  { propertyId, today, before }: { propertyId: string; today: string; before: Date },
) {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .innerJoin(
      jobRuns,
      and(
        eq(jobRuns.job, 'pre-arrival'),
        eq(jobRuns.propertyId, reservations.propertyId),
        eq(jobRuns.runKey, sql`${reservations.id}::text`),
      ),
    )
    .where(
      and(
        eq(reservations.propertyId, propertyId),
        eq(reservations.status, 'confirmed'),
        eq(reservations.checkInDate, today),
        sql`coalesce(btrim(${reservations.contactEmail}), '') <> ''`,
        lt(jobRuns.doneAt, before),
        sql`not exists (select 1 from ${jobRuns} r where r.job = 'registration-reminder' and r.property_id = ${reservations.propertyId} and r.run_key = ${reservations.id}::text)`,
      ),
    )
    .orderBy(asc(reservations.id))
    .limit(500);
  return rows.map((row) => row.id);
}
