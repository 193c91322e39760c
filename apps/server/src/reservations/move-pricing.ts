import type { Db } from '@zamalek/db/client';
import { findUnit } from '@zamalek/db/queries/units';
import type { Cents } from '@zamalek/domain/money';
import { chargesOf, stayMoney } from '@zamalek/domain/pricing/stay-money';
import { readStoredQuote } from '@zamalek/domain/pricing/stored-quote';
import { type MoveTarget, movedStayTotals } from '@zamalek/domain/stay-move';
import { nightsBetween } from '@zamalek/domain/stays';
import { AppError } from '../errors';
import { quoteOneStay } from '../rates/quote-stays';

interface MovedStay {
  propertyId: string;
  pricePerNightCents: Cents | null;
  commissionRate: number | null;
  numberOfGuests: number;
  priceQuote: unknown;
}

/**
 * A moved stay's money. A quoted stay is priced again for its new room and nights (at the
 * manager's nightly price if one was set, else at the rates) with the taxes it was sold with; a
 * stay priced before quotes keeps nights × its price; one without a price keeps its amounts.
 */
export async function movedStayMoney(db: Db, stay: MovedStay, target: MoveTarget) {
  const stored = readStoredQuote(stay.priceQuote);
  if (!stored) {
    const totals = movedStayTotals(stay, target);
    if (totals.totalCents === null) return { nights: totals.nights, changes: {} };
    return {
      nights: totals.nights,
      changes: {
        totalPriceCents: totals.totalCents,
        commissionAmountCents: totals.commissionCents,
        netRevenueCents: totals.netCents,
      },
    };
  }
  const unit = await findUnit(db, { propertyId: stay.propertyId, id: target.unitId });
  if (!unit) throw new AppError('UNIT_GONE');
  const quote = await quoteOneStay(db, {
    propertyId: stay.propertyId,
    unit,
    checkIn: target.checkIn,
    checkOut: target.checkOut,
    guests: stay.numberOfGuests,
    overrideNightlyCents: stored.overridden ? stored.averageNightlyCents : null,
    charges: chargesOf(stored),
  });
  if (quote.unsellable.some((reason) => reason.code === 'NO_RATE')) {
    throw new AppError('STAY_NOT_PRICED');
  }
  const { commissionRate: _rate, ...money } = stayMoney(quote, stay.commissionRate ?? 0);
  return { nights: nightsBetween(target.checkIn, target.checkOut), changes: money };
}
