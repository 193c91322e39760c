import { AppError, sqlConstraint, sqlState } from '../errors';

/**
 * The database's refusal of a money write as a domain error (the SQLSTATEs of migrations 0030,
 * 0032, 0038, 0044, 0045 and 0046); anything else is passed on.
 */
export function ledgerWriteError(error: unknown): unknown {
  switch (sqlState(error)) {
    case 'ZL001':
      return new AppError('FOLIO_CLOSED');
    case 'ZL005':
      return new AppError('REVERSAL_NOT_REVERSIBLE');
    case 'ZL006':
      return new AppError('FOLIO_HAS_BALANCE');
    case 'ZL009':
      return new AppError('DRAWER_HANDED_OVER');
    case 'ZL011':
      return new AppError('COMMISSION_NOT_OWED');
    case 'ZL015':
      return new AppError('CHANNEL_MONEY_READ_ONLY');
    case 'ZL017':
      return new AppError('LANDLORD_NOT_OWED');
    case 'ZL018':
      return new AppError('EXPENSE_NOT_LANDLORDS');
    case '23505':
      return sqlConstraint(error) === 'journals_reversed_once'
        ? new AppError('ALREADY_REVERSED')
        : error;
    default:
      return error;
  }
}

/** Runs a money write, its refusals by the database turned into domain errors. */
export async function inLedger<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw ledgerWriteError(error);
  }
}
