import type { Db } from '@zamalek/db/client';
import { loadPricingRules } from '@zamalek/db/queries/pricing-rules';
import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import type { Cents } from '@zamalek/domain/money';
import { quoteStay } from '@zamalek/domain/pricing/quote';
import type { PriceCharge, Quote, QuoteRequest } from '@zamalek/domain/pricing/types';

interface StayToQuote {
  /** The property whose rates, taxes and fees price the stay (its units are its own). */
  propertyId: string;
  units: readonly QuoteRequest['unit'][];
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: number;
  overrideNightlyCents?: Cents | null;
  /** The taxes and fees to apply instead of today's (a booked stay keeps those it was sold with). */
  charges?: readonly PriceCharge[];
}

/**
 * Quotes one stay in each of `units` with one read of the rules: the seasons touching its nights
 * and its departure day (closed to departure), the room types' discounts, the taxes and fees.
 */
export async function quoteStays(db: Db, stay: StayToQuote): Promise<Map<string, Quote>> {
  const rules = await loadPricingRules(db, {
    propertyId: stay.propertyId,
    nights: { from: stay.checkIn, to: addDaysIso(stay.checkOut, 1) },
    // A stay without a room is quoted with no type ('') and no rules of one.
    roomTypeIds: [...new Set(stay.units.flatMap((unit) => unit.roomTypeId || []))],
  });
  const applied = stay.charges ? { ...rules, charges: stay.charges } : rules;
  return new Map(
    stay.units.map((unit) => [
      unit.id,
      quoteStay(applied, {
        unit,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        guests: stay.guests,
        overrideNightlyCents: stay.overrideNightlyCents,
      }),
    ]),
  );
}

/** One unit's quote. */
export async function quoteOneStay(
  db: Db,
  { unit, ...stay }: Omit<StayToQuote, 'units'> & { unit: QuoteRequest['unit'] },
): Promise<Quote> {
  const quotes = await quoteStays(db, { ...stay, units: [unit] });
  const quote = quotes.get(unit.id);
  if (!quote) throw new Error('quoteStays returned no quote for the unit asked');
  return quote;
}
