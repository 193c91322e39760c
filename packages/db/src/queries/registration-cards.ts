import type { IdType } from '@zamalek/domain/registrations/registration';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { properties, reservations, units } from '../schema';
import { executedRows } from './executed-rows';

interface StayScope {
  propertyId: string;
  reservationId: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** What a stay's registration card prints of the stay and its property (undefined: none here). */
export async function registrationCardStay(db: Db, { propertyId, reservationId }: StayScope) {
  const [row] = await db
    .select({
      bookingReference: reservations.bookingReference,
      checkIn: reservations.checkInDate,
      checkOut: reservations.checkOutDate,
      guestNames: reservations.guestNames,
      guestTypes: reservations.guestTypes,
      numberOfGuests: reservations.numberOfGuests,
      room: units.name,
      propertyName: properties.propertyName,
      propertyNameAr: properties.propertyNameAr,
    })
    .from(reservations)
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .leftJoin(units, eq(units.id, reservations.unitId))
    .where(and(eq(reservations.propertyId, propertyId), eq(reservations.id, reservationId)));
  return row;
}

/**
 * The stay's registrations guest by guest, each with the house rules of the version its guest
 * signed (null until signed), its signature's key and when it was signed in the property's time.
 */
export async function registrationCardGuests(db: Db, { propertyId, reservationId }: StayScope) {
  const rows = executedRows(
    await db.execute(sql`
      select g.guest_no, g.adult, g.full_name, g.nationality, g.date_of_birth::text as date_of_birth,
             g.id_type, g.id_number, g.id_expiry::text as id_expiry, g.residence_country,
             g.signature_key, g.signed_via,
             to_char(g.signed_at at time zone p.time_zone, 'YYYY-MM-DD HH24:MI') as signed_at,
             h.version as rules_version, h.text_en as rules_en, h.text_ar as rules_ar
      from guest_registrations g
      join properties p on p.id = g.property_id
      left join house_rules_versions h
        on h.property_id = g.property_id and h.version = g.rules_version
      where g.property_id = ${propertyId} and g.reservation_id = ${reservationId}
      order by g.guest_no`),
  );
  return rows.map((row) => ({
    guestNo: Number(row.guest_no),
    adult: row.adult === true,
    fullName: String(row.full_name),
    nationality: text(row.nationality),
    dateOfBirth: text(row.date_of_birth),
    // cast: the database's check allows only the known ID types
    idType: text(row.id_type) as IdType | null,
    idNumber: text(row.id_number),
    idExpiry: text(row.id_expiry),
    residenceCountry: text(row.residence_country),
    signatureKey: text(row.signature_key),
    signedVia: text(row.signed_via),
    signedAt: text(row.signed_at),
    rules:
      row.rules_version === null || row.rules_version === undefined
        ? null
        : {
            version: Number(row.rules_version),
            textEn: String(row.rules_en ?? ''),
            textAr: String(row.rules_ar ?? ''),
          },
  }));
}
