import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { guestRegistrations, registrationIdPhotos } from '../schema';
import { executedRows } from './executed-rows';

interface PropertyScope {
  propertyId: string;
}

/** A registration photos are added to: whether it exists here, is signed, and its photos' count. */
export async function registrationForPhotos(
  db: Db,
  { propertyId, registrationId }: PropertyScope & { registrationId: string },
) {
  const [row] = await db
    .select({
      id: guestRegistrations.id,
      signedAt: guestRegistrations.signedAt,
      photos: sql<number>`(select count(*)::int from ${registrationIdPhotos} p
        where p.property_id = ${guestRegistrations.propertyId}
          and p.registration_id = ${guestRegistrations.id})`,
    })
    .from(guestRegistrations)
    .where(
      and(eq(guestRegistrations.propertyId, propertyId), eq(guestRegistrations.id, registrationId)),
    );
  return row;
}

/**
 * A kept ID photo's row (a fifth of one registration, or any change, is refused by the database:
 * ZL021).
 */
export async function insertIdPhoto(
  db: Db,
  values: PropertyScope & {
    registrationId: string;
    storageKey: string;
    sizeBytes: number;
    sha256: string;
    uploadedVia: 'desk' | 'link';
  },
) {
  const [row] = await db.insert(registrationIdPhotos).values(values).returning({
    id: registrationIdPhotos.id,
    createdAt: registrationIdPhotos.createdAt,
    uploadedVia: registrationIdPhotos.uploadedVia,
  });
  if (!row) throw new Error('the ID photo was not written');
  return row;
}

/** An ID photo of the property, with its file's key and its registration. */
export async function findIdPhoto(db: Db, { propertyId, id }: PropertyScope & { id: string }) {
  const [row] = await db
    .select({
      id: registrationIdPhotos.id,
      registrationId: registrationIdPhotos.registrationId,
      storageKey: registrationIdPhotos.storageKey,
    })
    .from(registrationIdPhotos)
    .where(and(eq(registrationIdPhotos.propertyId, propertyId), eq(registrationIdPhotos.id, id)));
  return row;
}

/**
 * An ID photo with whether its registration is signed, the registration's row locked until the
 * transaction ends (so it is not signed while the photo goes).
 */
export async function lockIdPhoto(db: Db, { propertyId, id }: PropertyScope & { id: string }) {
  const [row] = await db
    .select({
      id: registrationIdPhotos.id,
      registrationId: registrationIdPhotos.registrationId,
      storageKey: registrationIdPhotos.storageKey,
      signedAt: guestRegistrations.signedAt,
    })
    .from(registrationIdPhotos)
    .innerJoin(
      guestRegistrations,
      and(
        eq(guestRegistrations.propertyId, registrationIdPhotos.propertyId),
        eq(guestRegistrations.id, registrationIdPhotos.registrationId),
      ),
    )
    .where(and(eq(registrationIdPhotos.propertyId, propertyId), eq(registrationIdPhotos.id, id)))
    .for('update', { of: guestRegistrations });
  return row;
}

/** Removes an ID photo's row (refused by the database once its registration is signed: ZL021). */
export async function deleteIdPhoto(db: Db, { propertyId, id }: PropertyScope & { id: string }) {
  const removed = await db
    .delete(registrationIdPhotos)
    .where(and(eq(registrationIdPhotos.propertyId, propertyId), eq(registrationIdPhotos.id, id)))
    .returning({ id: registrationIdPhotos.id });
  return removed.length > 0;
}

/** The ID photos of a stay's registrations, oldest first: what the desk lists (no file keys). */
export async function idPhotosOfStay(
  db: Db,
  { propertyId, reservationId }: PropertyScope & { reservationId: string },
) {
  return db
    .select({
      id: registrationIdPhotos.id,
      registrationId: registrationIdPhotos.registrationId,
      createdAt: registrationIdPhotos.createdAt,
      uploadedVia: registrationIdPhotos.uploadedVia,
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
        eq(guestRegistrations.propertyId, propertyId),
        eq(guestRegistrations.reservationId, reservationId),
      ),
    )
    .orderBy(asc(registrationIdPhotos.createdAt), asc(registrationIdPhotos.id));
}

/**
 * The files of some registrations of the property: their signatures' and their ID photos' keys
 * (read before the registrations go, so the files can go after).
 */
export async function registrationFileKeys(
  db: Db,
  { propertyId, registrationIds }: PropertyScope & { registrationIds: readonly string[] },
): Promise<string[]> {
  if (registrationIds.length === 0) return [];
  const ids = [...registrationIds];
  // One after the other: inside a transaction both would wait for its one connection anyway.
  const signatures = await db
    .select({ key: guestRegistrations.signatureKey })
    .from(guestRegistrations)
    .where(and(eq(guestRegistrations.propertyId, propertyId), inArray(guestRegistrations.id, ids)));
  const photos = await db
    .select({ key: registrationIdPhotos.storageKey })
    .from(registrationIdPhotos)
    .where(
      and(
        eq(registrationIdPhotos.propertyId, propertyId),
        inArray(registrationIdPhotos.registrationId, ids),
      ),
    );
  return [...signatures, ...photos].flatMap((row) => (row.key ? [row.key] : []));
}

/**
 * The ID photos' keys of the registrations the retention erases now (as
 * `eraseExpiredRegistrations` picks them), their registrations locked: within the erasure's
 * transaction no photo can be added to them before they go.
 */
export async function idPhotoKeysPastRetention(db: Db): Promise<string[]> {
  const rows = executedRows(
    await db.execute(sql`
      select p.storage_key
      from guest_registrations g
      join reservations r on r.property_id = g.property_id and r.id = g.reservation_id
      join properties p2 on p2.id = g.property_id
      join registration_id_photos p on p.property_id = g.property_id and p.registration_id = g.id
      where r.check_out_date + p2.registration_retention_days
            < (now() at time zone p2.time_zone)::date
      for update of g`),
  );
  return rows.flatMap((row) => (typeof row.storage_key === 'string' ? [row.storage_key] : []));
}
