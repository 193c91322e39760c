import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  channexBookings,
  documents,
  expectedArrivals,
  guestRegistrations,
  registrationIdPhotos,
  reservations,
  units,
} from '../schema';
import { executedRows } from './executed-rows';

interface GuestScope {
  propertyId: string;
  /** The address the guest's stays were booked with, any case. */
  email: string;
}

/**
 * The stays booked with this e-mail address: read through search_text's trigram index (which
 * holds the lower-cased address, migration 0019), then matched exactly.
 */
function sameEmail(email: string): SQL {
  const lower = email.toLowerCase();
  const escaped = lower.replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`(${reservations.searchText} like ${`%${escaped}%`} and lower(${reservations.contactEmail}) = ${lower})`;
}

/** Everything personal a stay of the guest holds, with its non-personal facts to place it. */
export async function guestStays(db: Db, { propertyId, email }: GuestScope) {
  return db
    .select({
      id: reservations.id,
      bookingReference: reservations.bookingReference,
      status: reservations.status,
      checkIn: reservations.checkInDate,
      checkOut: reservations.checkOutDate,
      room: units.name,
      guestNames: reservations.guestNames,
      guestTypes: reservations.guestTypes,
      guestGenders: reservations.guestGenders,
      guestAges: reservations.guestAges,
      numberOfGuests: reservations.numberOfGuests,
      contactEmail: reservations.contactEmail,
      contactPhone: reservations.contactPhone,
      nationality: reservations.guestNationality,
      language: reservations.guestLanguage,
      notes: reservations.notes,
      source: reservations.source,
      bookedAt: reservations.createdAt,
      arrivalTime: expectedArrivals.arrivalTime,
    })
    .from(reservations)
    .leftJoin(units, eq(units.id, reservations.unitId))
    .leftJoin(
      expectedArrivals,
      and(
        eq(expectedArrivals.propertyId, reservations.propertyId),
        eq(expectedArrivals.reservationId, reservations.id),
      ),
    )
    .where(and(eq(reservations.propertyId, propertyId), sameEmail(email)))
    .orderBy(asc(reservations.checkInDate), asc(reservations.bookingReference));
}

/**
 * The guest's stays locked until the transaction ends (two erasures at once: the second waits,
 * then finds the address gone), with what decides whether they may be erased.
 */
export async function lockGuestStays(db: Db, { propertyId, email }: GuestScope) {
  const stays = await db
    .select({
      id: reservations.id,
      status: reservations.status,
      checkOut: reservations.checkOutDate,
    })
    .from(reservations)
    .where(and(eq(reservations.propertyId, propertyId), sameEmail(email)))
    .for('update');
  if (stays.length === 0) return [];
  const channel = await db
    .select({ reservationId: channexBookings.reservationId })
    .from(channexBookings)
    .where(
      and(
        eq(channexBookings.propertyId, propertyId),
        inArray(
          channexBookings.reservationId,
          stays.map((stay) => stay.id),
        ),
      ),
    );
  const fromChannel = new Set(channel.map((row) => row.reservationId));
  return stays.map((stay) => ({ ...stay, fromChannel: fromChannel.has(stay.id) }));
}

interface StaysScope {
  propertyId: string;
  reservationIds: readonly string[];
}

/** The stays' registrations as written and signed (the signature's file only by whether it is). */
export async function registrationsForExport(db: Db, { propertyId, reservationIds }: StaysScope) {
  if (reservationIds.length === 0) return [];
  return db
    .select({
      id: guestRegistrations.id,
      reservationId: guestRegistrations.reservationId,
      guestNo: guestRegistrations.guestNo,
      adult: guestRegistrations.adult,
      fullName: guestRegistrations.fullName,
      nationality: guestRegistrations.nationality,
      dateOfBirth: guestRegistrations.dateOfBirth,
      idType: guestRegistrations.idType,
      idNumber: guestRegistrations.idNumber,
      idExpiry: guestRegistrations.idExpiry,
      residenceCountry: guestRegistrations.residenceCountry,
      houseRulesVersion: guestRegistrations.rulesVersion,
      signedAt: guestRegistrations.signedAt,
      signedVia: guestRegistrations.signedVia,
      hasSignature: sql<boolean>`${guestRegistrations.signatureKey} is not null`,
    })
    .from(guestRegistrations)
    .where(
      and(
        eq(guestRegistrations.propertyId, propertyId),
        inArray(guestRegistrations.reservationId, [...reservationIds]),
      ),
    )
    .orderBy(asc(guestRegistrations.reservationId), asc(guestRegistrations.guestNo));
}

/** The ID photos of the stays' registrations: what they are, never where they are kept. */
export async function idPhotosForExport(db: Db, { propertyId, reservationIds }: StaysScope) {
  if (reservationIds.length === 0) return [];
  return db
    .select({
      registrationId: registrationIdPhotos.registrationId,
      sizeBytes: registrationIdPhotos.sizeBytes,
      sha256: registrationIdPhotos.sha256,
      uploadedVia: registrationIdPhotos.uploadedVia,
      takenAt: registrationIdPhotos.createdAt,
    })
    .from(registrationIdPhotos)
    .innerJoin(
      guestRegistrations,
      and(
        eq(guestRegistrations.propertyId, registrationIdPhotos.propertyId),
        eq(guestRegistrations.id, registrationIdPhotos.registrationId),
      ),
    )
    .where(
      and(
        eq(registrationIdPhotos.propertyId, propertyId),
        inArray(guestRegistrations.reservationId, [...reservationIds]),
      ),
    )
    .orderBy(asc(registrationIdPhotos.createdAt));
}

/** The guest documents attached to the stays (ID, passport, marriage certificate): metadata. */
export async function documentsForExport(db: Db, { propertyId, reservationIds }: StaysScope) {
  if (reservationIds.length === 0) return [];
  return db
    .select({
      reservationId: documents.reservationId,
      kind: documents.kind,
      fileName: documents.originalName,
      mimeType: documents.mimeType,
      sizeBytes: documents.sizeBytes,
      uploadedAt: documents.createdAt,
    })
    .from(documents)
    .where(
      and(
        eq(documents.propertyId, propertyId),
        inArray(documents.reservationId, [...reservationIds]),
      ),
    )
    .orderBy(asc(documents.createdAt));
}

/** The reservation fields an erasure empties, by the names the stay's history stores them under. */
const PERSONAL_HISTORY_KEYS = [
  'guestNames',
  'guestGenders',
  'guestAges',
  'guestNationality',
  'contactEmail',
  'contactPhone',
  'notes',
  'searchText',
];

/**
 * Erases the personal data of the (locked) stays, in the caller's transaction: their
 * registrations with their ID photos (the database lets signed ones go only under an erasure that
 * says so, ZL020/ZL021), their guest documents and expected arrival, the mail sent to the address,
 * the personal fields of the stays' history, and the stays' guest names (each becomes `erasedName`),
 * genders, ages, e-mail, phone, nationality and notes (search_text follows by its trigger). Dates,
 * room, money, ledger and receipts stay. Returns the files' keys, to be removed after commit, and
 * what was erased, by count.
 */
export async function eraseGuestStays(
  db: Db,
  {
    propertyId,
    reservationIds,
    email,
    erasedName,
  }: StaysScope & { email: string; erasedName: string },
) {
  const ids = sql.join(
    reservationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`select set_config('zamalek.erasing', 'on', true)`);
  const photos = executedRows(
    await db.execute(sql`
      delete from registration_id_photos p
      using guest_registrations g
      where g.property_id = p.property_id and g.id = p.registration_id
        and g.property_id = ${propertyId} and g.reservation_id in (${ids})
      returning p.storage_key`),
  );
  const registrations = executedRows(
    await db.execute(sql`
      delete from guest_registrations
      where property_id = ${propertyId} and reservation_id in (${ids})
      returning signature_key`),
  );
  const files = executedRows(
    await db.execute(sql`
      delete from documents
      where property_id = ${propertyId} and reservation_id in (${ids})
      returning storage_key`),
  );
  await db.execute(sql`
    delete from expected_arrivals
    where property_id = ${propertyId} and reservation_id in (${ids})`);
  const mail = executedRows(
    await db.execute(sql`
      delete from notifications
      where property_id = ${propertyId} and lower(recipient) = ${email.toLowerCase()}
      returning id`),
  );
  const personal = sql`${`{${PERSONAL_HISTORY_KEYS.join(',')}}`}::text[]`;
  await db.execute(sql`
    update audit_log
    set before = case when jsonb_typeof(before) = 'object' then before - ${personal} else before end,
        after = case when jsonb_typeof(after) = 'object' then after - ${personal} else after end
    where property_id = ${propertyId} and entity = 'reservation' and entity_id in (
      select id::text from reservations where property_id = ${propertyId} and id in (${ids}))`);
  await db.execute(sql`
    update reservations
    set guest_names = array_fill(${erasedName}::text, array[cardinality(guest_names)]),
        guest_genders = '{}', guest_ages = '{}', contact_email = null, contact_phone = null,
        guest_nationality = null, notes = null, updated_at = now()
    where property_id = ${propertyId} and id in (${ids})`);
  const keys = (rows: Record<string, unknown>[], column: string) =>
    rows.flatMap((row) => (typeof row[column] === 'string' ? [String(row[column])] : []));
  return {
    fileKeys: [
      ...keys(registrations, 'signature_key'),
      ...keys(photos, 'storage_key'),
      ...keys(files, 'storage_key'),
    ],
    counts: {
      stays: reservationIds.length,
      registrations: registrations.length,
      idPhotos: photos.length,
      documents: files.length,
      mail: mail.length,
    },
  };
}
