import { knownListFields } from '@zamalek/domain/registrations/authority-list';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { properties } from '../schema';

/**
 * The columns of the property's list for the authorities, in order, with its name for the
 * list's heading; its row locked for a change when `lock` is set.
 */
export async function findRegistrationListFields(
  db: Db,
  { propertyId, lock = false }: { propertyId: string; lock?: boolean },
) {
  const query = db
    .select({
      fields: properties.registrationListFields,
      propertyName: properties.propertyName,
      timeZone: properties.timeZone,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error(`no property ${propertyId}`);
  return { ...row, fields: knownListFields(row.fields) };
}

/** The list's columns set, in order (the database refuses none or an unknown one). */
export async function updateRegistrationListFields(
  db: Db,
  { propertyId, fields, updatedBy }: { propertyId: string; fields: string[]; updatedBy: string },
) {
  await db
    .update(properties)
    .set({ registrationListFields: fields, updatedBy, updatedAt: new Date() })
    .where(eq(properties.id, propertyId));
}
