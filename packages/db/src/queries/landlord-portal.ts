import type { IsoDate } from '@zamalek/domain/dates';
import type { OwnerUseStatus, PortalFigure, PortalNight } from '@zamalek/domain/owners/portal';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { landlords, ownerUseRequests, units, users } from '../schema';
import { executedRows } from './executed-rows';

interface LandlordScope {
  propertyId: string;
  landlordId: string;
}

/** The landlord's own settings for their pages: their name and the figures chosen for them. */
export async function landlordPortalSettings(db: Db, { propertyId, landlordId }: LandlordScope) {
  const [row] = await db
    .select({ name: landlords.name, figures: landlords.portalFigures, email: landlords.email })
    .from(landlords)
    .where(and(eq(landlords.propertyId, propertyId), eq(landlords.id, landlordId)));
  // cast: the database's check allows only the known figures
  return row && { ...row, figures: row.figures as PortalFigure[] };
}

/** The address of the account each of the property's landlords signs in with. */
export function landlordLogins(db: Db, { propertyId }: { propertyId: string }) {
  return db
    .select({ landlordId: landlords.id, email: users.email })
    .from(landlords)
    .innerJoin(users, eq(users.id, landlords.userId))
    .where(eq(landlords.propertyId, propertyId));
}

export interface PortalSegment {
  unitId: string;
  from: IsoDate;
  to: IsoDate;
  state: PortalNight;
}

/**
 * The taken nights of the landlord's rooms within [from, to), clipped to it: a stay is only
 * "booked", a hold "owner_use" or "blocked", a pending request "requested". Nothing else of a
 * stay is read.
 */
export async function portalSegments(
  db: Db,
  { propertyId, landlordId, from, to }: LandlordScope & { from: IsoDate; to: IsoDate },
): Promise<PortalSegment[]> {
  const window = sql`daterange(${from}::date, ${to}::date, '[)')`;
  const rows = executedRows(
    await db.execute(sql`
      select o.unit_id, lower(o.during * ${window})::text as from_date,
             upper(o.during * ${window})::text as to_date,
             case when o.reservation_id is not null then 'booked'
                  when h.kind = 'owner_use' then 'owner_use' else 'blocked' end as state
      from unit_occupancy o
      join units u on u.id = o.unit_id
      left join unit_holds h on h.id = o.hold_id
      where u.property_id = ${propertyId} and u.landlord_id = ${landlordId}
        and o.during && ${window}
      union all
      select r.unit_id, greatest(r.from_date, ${from}::date)::text, least(r.to_date, ${to}::date)::text,
             'requested'
      from owner_use_requests r
      where r.property_id = ${propertyId} and r.landlord_id = ${landlordId}
        and r.status = 'pending' and daterange(r.from_date, r.to_date, '[)') && ${window}
      order by 1, 2`),
  );
  return rows.map((row) => ({
    unitId: String(row.unit_id),
    from: String(row.from_date),
    to: String(row.to_date),
    // cast: the query's case and literal give only these states
    state: String(row.state) as PortalNight,
  }));
}

/** Whether anything (a stay or a hold) takes one of the room's nights in [from, to). */
export async function roomTakenBetween(
  db: Db,
  { unitId, from, to }: { unitId: string; from: IsoDate; to: IsoDate },
): Promise<boolean> {
  const [row] = executedRows(
    await db.execute(sql`
      select exists (
        select 1 from unit_occupancy
        where unit_id = ${unitId} and during && daterange(${from}::date, ${to}::date, '[)')
      ) as taken`),
  );
  return row?.taken === true;
}

const requestColumns = {
  id: ownerUseRequests.id,
  unitId: ownerUseRequests.unitId,
  unitName: units.name,
  landlordId: ownerUseRequests.landlordId,
  landlordName: landlords.name,
  from: ownerUseRequests.fromDate,
  to: ownerUseRequests.toDate,
  note: ownerUseRequests.note,
  status: sql<OwnerUseStatus>`${ownerUseRequests.status}`,
  createdAt: ownerUseRequests.createdAt,
  decidedAt: ownerUseRequests.decidedAt,
};

function requestsQuery(db: Db) {
  return db
    .select(requestColumns)
    .from(ownerUseRequests)
    .innerJoin(units, eq(units.id, ownerUseRequests.unitId))
    .innerJoin(landlords, eq(landlords.id, ownerUseRequests.landlordId));
}

/** The landlord's latest requests, the newest first. */
export function ownerUseRequestsOf(db: Db, { propertyId, landlordId }: LandlordScope) {
  return requestsQuery(db)
    .where(
      and(eq(ownerUseRequests.propertyId, propertyId), eq(ownerUseRequests.landlordId, landlordId)),
    )
    .orderBy(desc(ownerUseRequests.createdAt))
    .limit(50);
}

/** The property's requests waiting for a manager, the soonest nights first. */
export function pendingOwnerUseRequests(db: Db, { propertyId }: { propertyId: string }) {
  return requestsQuery(db)
    .where(and(eq(ownerUseRequests.propertyId, propertyId), eq(ownerUseRequests.status, 'pending')))
    .orderBy(ownerUseRequests.fromDate)
    .limit(200);
}

/** The request, its row locked until the transaction ends (two deciding: the second sees the first). */
export async function lockOwnerUseRequest(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
) {
  const [row] = await db
    .select()
    .from(ownerUseRequests)
    .where(and(eq(ownerUseRequests.propertyId, propertyId), eq(ownerUseRequests.id, id)))
    .for('update');
  return row;
}

export async function insertOwnerUseRequest(
  db: Db,
  values: typeof ownerUseRequests.$inferInsert,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(ownerUseRequests)
    .values(values)
    .returning({ id: ownerUseRequests.id });
  if (!row) throw new Error('insert into owner_use_requests returned no row');
  return row;
}

export async function decideOwnerUseRequest(
  db: Db,
  {
    propertyId,
    id,
    status,
    holdId,
    decidedBy,
  }: {
    propertyId: string;
    id: string;
    status: Exclude<OwnerUseStatus, 'pending'>;
    holdId: string | null;
    decidedBy: string;
  },
) {
  await db
    .update(ownerUseRequests)
    .set({ status, holdId, decidedBy, decidedAt: new Date() })
    .where(and(eq(ownerUseRequests.propertyId, propertyId), eq(ownerUseRequests.id, id)));
}

/** Links (or, with null, unlinks) the landlord's login account. */
export async function setLandlordUser(
  db: Db,
  { propertyId, landlordId, userId }: LandlordScope & { userId: string | null },
) {
  await db
    .update(landlords)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(landlords.propertyId, propertyId), eq(landlords.id, landlordId)));
}

export async function setPortalFigures(
  db: Db,
  { propertyId, landlordId, figures }: LandlordScope & { figures: readonly PortalFigure[] },
) {
  const updated = await db
    .update(landlords)
    .set({ portalFigures: [...figures], updatedAt: new Date() })
    .where(and(eq(landlords.propertyId, propertyId), eq(landlords.id, landlordId)))
    .returning({ id: landlords.id });
  return updated.length > 0;
}
