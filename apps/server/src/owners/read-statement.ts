import type { Db } from '@zamalek/db/client';
import { ownerStatements } from '@zamalek/db/schema';
import type { StatementContent } from '@zamalek/domain/owners/statement';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../errors';

/** An issued statement, as it was issued (another property's is not found). */
export async function readStatement(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
) {
  const [row] = await db
    .select()
    .from(ownerStatements)
    .where(and(eq(ownerStatements.propertyId, propertyId), eq(ownerStatements.id, id)));
  if (!row) throw new AppError('NOT_FOUND');
  return {
    id: row.id,
    landlordId: row.landlordId,
    month: row.month,
    issuedAt: row.issuedAt,
    // cast: written by issueStatement from this type, and never changed (ZL016)
    content: row.content as StatementContent,
  };
}
