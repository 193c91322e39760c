import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reservations, users } from '../schema';
import { managedAt } from './users';

/**
 * The sales sources admins linked to enabled users the property manages (`managedAt`): the people
 * offered as booking sources in its create and edit forms (refreshed live on user changes).
 */
export async function linkedSalesSources(
  db: Db,
  { propertyId }: { propertyId: string },
): Promise<string[]> {
  const rows = await db
    .select({ salesSource: users.salesSource })
    .from(users)
    .where(and(isNotNull(users.salesSource), isNull(users.disabledAt), managedAt(propertyId)))
    .orderBy(asc(users.salesSource));
  return rows.flatMap((row) => (row.salesSource ? [row.salesSource] : []));
}

/** The source the user sells under, or null when no admin linked one. */
export async function findSalesSource(
  db: Db,
  { userId }: { userId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ salesSource: users.salesSource })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.salesSource ?? null;
}

/** Links of users other than `exceptUserId` that equal `source` in any case (at most one). */
export async function salesSourcesLinkedElsewhere(
  db: Db,
  { source, exceptUserId }: { source: string; exceptUserId: string | null },
): Promise<string[]> {
  const sameName = eq(sql`lower(${users.salesSource})`, source.toLowerCase());
  const rows = await db
    .select({ salesSource: users.salesSource })
    .from(users)
    .where(exceptUserId ? and(sameName, ne(users.id, exceptUserId)) : sameName);
  return rows.flatMap((row) => (row.salesSource ? [row.salesSource] : []));
}

/**
 * Sources of the property's stored reservations that no user is linked to yet: what its Users
 * dialogs suggest, so a link is spelt exactly as the stays it should show (reserved ones are
 * filtered by the caller).
 */
export async function unlinkedReservationSources(
  db: Db,
  { propertyId, limit = 500 }: { propertyId: string; limit?: number },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ source: reservations.source })
    .from(reservations)
    .where(
      and(
        eq(reservations.propertyId, propertyId),
        isNotNull(reservations.source),
        sql`not exists (select 1 from ${users} where lower(${users.salesSource}) = lower(${reservations.source}))`,
      ),
    )
    .orderBy(asc(reservations.source))
    .limit(limit);
  return rows.flatMap((row) => (row.source?.trim() ? [row.source] : []));
}
