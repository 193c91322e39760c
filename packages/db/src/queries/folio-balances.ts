import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { folios, journalLines } from '../schema';

/** The balance of each stay's guest folio (stays without one are absent): a sum of its lines. */
export async function guestFolioBalances(
  db: Db,
  { propertyId, reservationIds }: { propertyId: string; reservationIds: readonly string[] },
): Promise<Map<string, number>> {
  if (reservationIds.length === 0) return new Map();
  const rows = await db
    .select({
      reservationId: folios.reservationId,
      balanceMinor:
        sql<number>`coalesce(sum(${journalLines.amountMinor}) filter (where ${journalLines.account} = 'receivable'), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(folios)
    .leftJoin(
      journalLines,
      and(eq(journalLines.propertyId, folios.propertyId), eq(journalLines.folioId, folios.id)),
    )
    .where(
      and(
        eq(folios.propertyId, propertyId),
        eq(folios.kind, 'guest'),
        inArray(folios.reservationId, [...reservationIds]),
      ),
    )
    .groupBy(folios.reservationId);
  return new Map(rows.map((row) => [row.reservationId, row.balanceMinor]));
}
