import type { DateRange } from '@zamalek/domain/date-range';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { units } from '../schema';
import { unitFreeIn } from './occupancy';
import { roomTypeCodeOfUnit } from './room-types';

/** What the public site shows of a unit (its copy calls units "suites"). */
const publicUnitColumns = {
  id: units.id,
  name: units.name,
  unitNumber: units.unitNumber,
  roomTypeId: units.roomTypeId,
  unitType: roomTypeCodeOfUnit,
  unitSize: units.unitSize,
  comments: units.comments,
  baseRateCents: units.baseRateCents,
  publicName: units.publicName,
  publicNameAr: units.publicNameAr,
};

export type PublicUnitRow = {
  id: string;
  name: string;
  unitNumber: string | null;
  roomTypeId: string;
  unitType: string | null;
  unitSize: string | null;
  comments: string | null;
  baseRateCents: number | null;
  publicName: string | null;
  publicNameAr: string | null;
};

/** Units offered on the public site: status available, ordered by name. */
export function listPublicUnits(
  db: Db,
  { propertyId }: { propertyId: string },
): Promise<PublicUnitRow[]> {
  return db
    .select(publicUnitColumns)
    .from(units)
    .where(and(eq(units.propertyId, propertyId), eq(units.status, 'available')))
    .orderBy(asc(units.name));
}

/** Available units free for the whole half-open stay [from, to): no stay, no hold. */
export function listFreePublicUnits(
  db: Db,
  { propertyId, stay }: { propertyId: string; stay: DateRange },
): Promise<PublicUnitRow[]> {
  return db
    .select(publicUnitColumns)
    .from(units)
    .where(
      and(eq(units.propertyId, propertyId), eq(units.status, 'available'), unitFreeIn(db, stay)),
    )
    .orderBy(asc(units.name));
}

/**
 * Units staff may book for the stay: free for it (no other stay, no hold), not under maintenance.
 * No rates: the forms price a stay by its quote, and every staff role may ask for this list.
 */
export function listFreeUnitsForStaff(
  db: Db,
  {
    propertyId,
    stay,
    exceptReservationId,
  }: { propertyId: string; stay: DateRange; exceptReservationId?: string | undefined },
) {
  return db
    .select({
      id: units.id,
      name: units.name,
      unitNumber: units.unitNumber,
      unitType: roomTypeCodeOfUnit,
      roomStatus: units.roomStatus,
    })
    .from(units)
    .where(
      and(
        eq(units.propertyId, propertyId),
        ne(units.status, 'maintenance'),
        unitFreeIn(db, stay, exceptReservationId),
      ),
    )
    .orderBy(asc(units.name));
}
