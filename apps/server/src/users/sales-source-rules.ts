import type { Db } from '@zamalek/db/client';
import { salesSourcesLinkedElsewhere } from '@zamalek/db/queries/sales-sources';
import { salesSourceProblem } from '@zamalek/domain/sales-source';
import { USER_MESSAGES } from '@zamalek/domain/users';
import { AppError, sqlConstraint, sqlState } from '../errors';

const SALES_SOURCE_INDEX = 'users_sales_source_key';

/** Refuses a reserved source, or one another user holds in any case (AppError, nothing written). */
export async function assertSalesSourceFree(
  db: Db,
  source: string | null,
  exceptUserId: string | null,
) {
  if (source === null) return;
  const linked = await salesSourcesLinkedElsewhere(db, { source, exceptUserId });
  const problem = salesSourceProblem(source, linked);
  if (problem === 'reserved') throw new AppError('SALES_SOURCE_RESERVED');
  if (problem === 'taken') throw new AppError('SALES_SOURCE_TAKEN');
}

/** A unique violation: the e-mail, or (two admins linking one source at once) the sales source. */
export function uniqueViolation(error: unknown): AppError | null {
  if (sqlState(error) !== '23505') return null;
  return sqlConstraint(error) === SALES_SOURCE_INDEX
    ? new AppError('SALES_SOURCE_TAKEN')
    : new AppError('EMAIL_TAKEN', USER_MESSAGES.emailTaken);
}
