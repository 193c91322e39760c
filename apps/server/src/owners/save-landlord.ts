import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { landlords, units } from '@zamalek/db/schema';
import type { LandlordInput } from '@zamalek/domain/owners/agreement';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/** Adds a landlord of the property (their statements go to the e-mail, in the language). */
export function addLandlord(db: Db, actor: Actor, input: LandlordInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(landlords)
      .values({ propertyId: actor.propertyId, ...input })
      .returning({ id: landlords.id });
    if (!row) throw new Error('no landlord inserted');
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'landlord',
      entityId: row.id,
      action: 'create',
      after: { name: input.name, language: input.language },
    });
    return { id: row.id };
  });
}

/**
 * Gives the landlord exactly these rooms of the property: theirs from now on, as their
 * statements count them; rooms of theirs not listed become the operator's own.
 */
export function setLandlordRooms(
  db: Db,
  actor: Actor,
  { landlordId, unitIds }: { landlordId: string; unitIds: readonly string[] },
) {
  const { propertyId } = actor;
  return db.transaction(async (tx) => {
    const [landlord] = await tx
      .select({ id: landlords.id })
      .from(landlords)
      .where(and(eq(landlords.propertyId, propertyId), eq(landlords.id, landlordId)))
      .for('update');
    if (!landlord) throw new AppError('NOT_FOUND');
    await tx
      .update(units)
      .set({ landlordId: null, updatedAt: sql`now()` })
      .where(and(eq(units.propertyId, propertyId), eq(units.landlordId, landlordId)));
    if (unitIds.length > 0) {
      const given = await tx
        .update(units)
        .set({ landlordId, updatedAt: sql`now()` })
        .where(and(eq(units.propertyId, propertyId), inArray(units.id, [...unitIds])))
        .returning({ id: units.id });
      if (given.length !== new Set(unitIds).size) throw new AppError('NOT_FOUND');
    }
    await recordAudit(tx, {
      propertyId,
      actorId: actor.id,
      entity: 'landlord',
      entityId: landlordId,
      action: 'rooms',
      after: { unitIds: [...unitIds] },
    });
  });
}
