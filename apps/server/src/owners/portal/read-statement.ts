import type { Db } from '@zamalek/db/client';
import { AppError } from '../../errors';
import type { LandlordScope } from '../../trpc/landlord-procedure';
import { readStatement } from '../read-statement';

/** One of the landlord's own issued statements; anyone else's is not found. */
export async function readOwnStatement(db: Db, scope: LandlordScope, { id }: { id: string }) {
  const statement = await readStatement(db, { propertyId: scope.propertyId, id });
  if (statement.landlordId !== scope.landlordId) throw new AppError('NOT_FOUND');
  return statement;
}
