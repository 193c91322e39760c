import type { IdType, RegistrationFields } from '@zamalek/domain/registrations/registration';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { guestRegistrations, houseRulesVersions, properties, reservations } from '../schema';
import { executedRows } from './executed-rows';

interface StayScope {
  propertyId: string;
  reservationId: string;
}

/** The stay's guests as booked, with what registration needs of it. */
export async function stayForRegistration(db: Db, { propertyId, reservationId }: StayScope) {
  const [row] = await db
    .select({
      id: reservations.id,
      guestNames: reservations.guestNames,
      guestTypes: reservations.guestTypes,
      numberOfGuests: reservations.numberOfGuests,
      checkIn: reservations.checkInDate,
      checkOut: reservations.checkOutDate,
      status: reservations.status,
    })
    .from(reservations)
    .where(and(eq(reservations.propertyId, propertyId), eq(reservations.id, reservationId)));
  return row;
}

const registrationColumns = {
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
  rulesVersion: guestRegistrations.rulesVersion,
  signedAt: guestRegistrations.signedAt,
  signedVia: guestRegistrations.signedVia,
};

type RegistrationRow = Omit<Awaited<ReturnType<typeof registrationsQuery>>[number], 'idType'> & {
  idType: IdType | null;
};

function registrationsQuery(db: Db, { propertyId, reservationId }: StayScope) {
  return db
    .select(registrationColumns)
    .from(guestRegistrations)
    .where(
      and(
        eq(guestRegistrations.propertyId, propertyId),
        eq(guestRegistrations.reservationId, reservationId),
      ),
    )
    .orderBy(asc(guestRegistrations.guestNo));
}

/** The stay's registrations, guest by guest. */
export async function registrationsOf(db: Db, scope: StayScope): Promise<RegistrationRow[]> {
  // cast: the database's check allows only the known ID types
  return (await registrationsQuery(db, scope)) as RegistrationRow[];
}

/** A guest's registration written (a signed one is refused by the database, ZL020). */
export async function saveRegistration(
  db: Db,
  { propertyId, ...fields }: RegistrationFields & { propertyId: string },
): Promise<{ id: string }> {
  const { reservationId: _stay, guestNo: _guest, ...facts } = fields;
  const [row] = await db
    .insert(guestRegistrations)
    .values({ propertyId, ...fields })
    .onConflictDoUpdate({
      target: [guestRegistrations.reservationId, guestRegistrations.guestNo],
      set: { ...facts, updatedAt: new Date() },
    })
    .returning({ id: guestRegistrations.id });
  if (!row) throw new Error('upsert into guest_registrations returned no row');
  return row;
}

/** The registration, its row locked until the transaction ends (two signing: one signs). */
export async function lockRegistration(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
) {
  const [row] = await db
    .select({ ...registrationColumns, signatureKey: guestRegistrations.signatureKey })
    .from(guestRegistrations)
    .where(and(eq(guestRegistrations.propertyId, propertyId), eq(guestRegistrations.id, id)))
    .for('update');
  return row;
}

export async function signRegistration(
  db: Db,
  {
    propertyId,
    id,
    rulesVersion,
    signatureKey,
    signedVia,
  }: {
    propertyId: string;
    id: string;
    rulesVersion: number;
    signatureKey: string;
    signedVia: 'desk' | 'link';
  },
): Promise<boolean> {
  const signed = await db
    .update(guestRegistrations)
    .set({ rulesVersion, signatureKey, signedVia, signedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(guestRegistrations.propertyId, propertyId),
        eq(guestRegistrations.id, id),
        isNull(guestRegistrations.signedAt),
      ),
    )
    .returning({ id: guestRegistrations.id });
  return signed.length > 0;
}

/** Where a registration's signature is kept (null: not signed). */
export async function signatureOf(db: Db, { propertyId, id }: { propertyId: string; id: string }) {
  const [row] = await db
    .select({ key: guestRegistrations.signatureKey })
    .from(guestRegistrations)
    .where(and(eq(guestRegistrations.propertyId, propertyId), eq(guestRegistrations.id, id)));
  return row?.key ?? null;
}

/** The house rules in force: the property's latest version. */
export async function currentHouseRules(db: Db, { propertyId }: { propertyId: string }) {
  const [row] = await db
    .select()
    .from(houseRulesVersions)
    .where(eq(houseRulesVersions.propertyId, propertyId))
    .orderBy(desc(houseRulesVersions.version))
    .limit(1);
  return row;
}

/** A version of the house rules, as a guest signed it. */
export async function houseRulesVersion(
  db: Db,
  { propertyId, version }: { propertyId: string; version: number },
) {
  const [row] = await db
    .select()
    .from(houseRulesVersions)
    .where(
      and(eq(houseRulesVersions.propertyId, propertyId), eq(houseRulesVersions.version, version)),
    );
  return row;
}

/** Whether the property checks guests in only once every adult has signed. */
export async function registrationRequired(db: Db, { propertyId }: { propertyId: string }) {
  const [row] = await db
    .select({ required: properties.registrationRequired })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.required ?? false;
}

/**
 * Erases the registrations of stays that left longer ago than their property keeps them (its
 * own calendar day), signatures included; the stays keep their non-personal facts. Returns the
 * signatures' keys, for their files to go too, and how many each property lost.
 */
export async function eraseExpiredRegistrations(db: Db) {
  return db.transaction(async (tx) => {
    // The database lets a signed registration go only under an erasure that says so (ZL020).
    await tx.execute(sql`select set_config('zamalek.erasing', 'on', true)`);
    const rows = executedRows(
      await tx.execute(sql`
        delete from guest_registrations g
        using reservations r, properties p
        where r.property_id = g.property_id and r.id = g.reservation_id and p.id = g.property_id
          and r.check_out_date + p.registration_retention_days
              < (now() at time zone p.time_zone)::date
        returning g.property_id, g.signature_key`),
    );
    const perProperty = new Map<string, number>();
    for (const row of rows) {
      const propertyId = String(row.property_id);
      perProperty.set(propertyId, (perProperty.get(propertyId) ?? 0) + 1);
    }
    return {
      signatureKeys: rows.flatMap((row) =>
        typeof row.signature_key === 'string' ? [row.signature_key] : [],
      ),
      perProperty,
    };
  });
}

/**
 * Registered guests of stays in the house on any day of [from, to) (cancelled stays aside),
 * by arrival; with `foreignersOnly`, those of another nationality than `home`.
 */
export async function registeredGuestsBetween(
  db: Db,
  {
    propertyId,
    from,
    to,
    foreignersOnly,
    home,
  }: { propertyId: string; from: string; to: string; foreignersOnly: boolean; home: string },
) {
  const rows = executedRows(
    await db.execute(sql`
      select g.full_name, g.nationality, g.date_of_birth::text as date_of_birth, g.id_type,
             g.id_number, g.id_expiry::text as id_expiry, g.residence_country, u.name as room,
             r.check_in_date::text as check_in, r.check_out_date::text as check_out,
             r.booking_reference,
             to_char(g.signed_at at time zone p.time_zone, 'YYYY-MM-DD HH24:MI') as signed_at
      from guest_registrations g
      join reservations r on r.property_id = g.property_id and r.id = g.reservation_id
      join properties p on p.id = g.property_id
      left join units u on u.id = r.unit_id
      where g.property_id = ${propertyId} and r.status <> 'cancelled'
        and daterange(r.check_in_date, r.check_out_date, '[)') && daterange(${from}::date, ${to}::date, '[)')
        and (not ${foreignersOnly} or g.nationality is distinct from ${home})
      order by r.check_in_date, r.booking_reference, g.guest_no`),
  );
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return rows.map((row) => ({
    fullName: String(row.full_name),
    nationality: text(row.nationality),
    dateOfBirth: text(row.date_of_birth),
    // cast: the database's check allows only the known ID types
    idType: text(row.id_type) as IdType | null,
    idNumber: text(row.id_number),
    idExpiry: text(row.id_expiry),
    residenceCountry: text(row.residence_country),
    room: text(row.room),
    checkIn: String(row.check_in),
    checkOut: String(row.check_out),
    bookingReference: String(row.booking_reference),
    signedAt: text(row.signed_at),
  }));
}

/** The property's registration rules, its row locked for a change when `lock` is set. */
export async function findRegistrationSettings(
  db: Db,
  { propertyId, lock = false }: { propertyId: string; lock?: boolean },
) {
  const query = db
    .select({
      required: properties.registrationRequired,
      retentionDays: properties.registrationRetentionDays,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error(`no property ${propertyId}`);
  return row;
}

export async function updateRegistrationSettings(
  db: Db,
  {
    propertyId,
    required,
    retentionDays,
    updatedBy,
  }: { propertyId: string; required: boolean; retentionDays: number; updatedBy: string },
) {
  await db
    .update(properties)
    .set({
      registrationRequired: required,
      registrationRetentionDays: retentionDays,
      updatedBy,
      updatedAt: new Date(),
    })
    .where(eq(properties.id, propertyId));
}
