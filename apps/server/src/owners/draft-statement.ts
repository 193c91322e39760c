import type { Db } from '@zamalek/db/client';
import { ledgerCutoff } from '@zamalek/db/queries/owners';
import type { StatementMonthInput } from '@zamalek/domain/owners/statement';
import { buildStatement } from './build-statement';

/** What a landlord's statement of the month would say if issued now (nothing is written). */
export async function draftStatement(
  db: Db,
  { propertyId }: { propertyId: string },
  input: StatementMonthInput,
) {
  return buildStatement(db, {
    propertyId,
    landlordId: input.landlordId,
    month: `${input.month}-01`,
    cutoff: await ledgerCutoff(db, { propertyId }),
    sharePosted: false,
  });
}
