import { type FolioAccount, METHOD_ACCOUNT, type PaymentMethod } from './accounts';
import { equivalentMinor } from './exchange';
import type { LedgerLine } from './lines';

export interface Tender {
  /** What was handed over, in its own currency's minor units. */
  amountMinor: number;
  currency: string;
  /** Units of the tendered currency per unit of the folio's, as a decimal string. */
  rate: string;
}

export interface MoneyMovement {
  folioId: string;
  /** In the folio's currency: what the folio (or what is held for the guest) moves by. */
  amountMinor: number;
  currency: string;
  method: PaymentMethod;
  /** Which of the guest's accounts it meets: the balance, a deposit held, a security deposit. */
  against: FolioAccount;
  /** Money in another currency than the folio's. */
  tender?: Tender | null;
}

/**
 * The lines of money received (`direction` 1) or paid back (-1): the method's account against the
 * guest's. Money in another currency goes through the exchange account in both currencies, so
 * each balances on its own, and what rounding leaves goes to the exchange difference.
 */
export function moneyLines(movement: MoneyMovement, direction: 1 | -1): LedgerLine[] {
  const { folioId, amountMinor, currency, method, against, tender } = movement;
  const guest: LedgerLine = {
    account: against,
    folioId,
    amountMinor: -direction * amountMinor,
    currency,
  };
  const methodAccount = METHOD_ACCOUNT[method];
  if (!tender) {
    return [{ account: methodAccount, amountMinor: direction * amountMinor, currency }, guest];
  }
  const equivalent = equivalentMinor(amountMinor, tender.rate);
  const difference = tender.amountMinor - equivalent;
  const lines: LedgerLine[] = [
    {
      account: methodAccount,
      amountMinor: direction * tender.amountMinor,
      currency: tender.currency,
    },
    {
      account: 'currency_exchange',
      amountMinor: -direction * equivalent,
      currency: tender.currency,
    },
  ];
  if (difference !== 0) {
    lines.push({
      account: 'exchange_difference',
      amountMinor: -direction * difference,
      currency: tender.currency,
    });
  }
  lines.push(
    { account: 'currency_exchange', amountMinor: direction * amountMinor, currency },
    guest,
  );
  return lines;
}
