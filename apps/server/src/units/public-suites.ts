import type { Db } from '@zamalek/db/client';
import {
  listFreePublicUnits,
  listPublicUnits,
  type PublicUnitRow,
} from '@zamalek/db/queries/unit-availability';
import type { StayDates } from '@zamalek/domain/booking';
import { publicQuote } from '@zamalek/domain/pricing/public-quote';
import { nightsBetween } from '@zamalek/domain/stays';
import { suiteDescription, suiteFacts, suiteSize } from '@zamalek/domain/suites';
import { quoteStays } from '../rates/quote-stays';

/** A unit as the public site shows it: a suite card. */
function suiteCard(unit: PublicUnitRow) {
  return {
    id: unit.id,
    name: unit.name,
    unitNumber: unit.unitNumber,
    unitType: unit.unitType,
    description: suiteDescription(unit.unitType, unit.comments),
    size: suiteSize(unit.unitSize),
    facts: suiteFacts(unit.unitType),
    nightlyRateCents: unit.baseRateCents,
  };
}

/** The public site's suites page: every available unit. */
export async function publicSuites(db: Db) {
  return (await listPublicUnits(db)).map(suiteCard);
}

/**
 * Suites free for the whole stay (half-open) that sleep the party, each with its quote. A suite
 * the rates do not price (no season, no base rate) is not offered; one whose dates break a stay
 * rule (minimum stay, closed to arrival…) is listed with the reasons, for the guest to adjust.
 */
export async function availableSuites(
  db: Db,
  { stay, guests }: { stay: StayDates; guests: number },
) {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const free = await listFreePublicUnits(db, { stay: { from: stay.checkIn, to: stay.checkOut } });
  const sleeping = free.map(suiteCard).filter((suite) => suite.facts.maxGuests >= guests);
  const quotes = await quoteStays(db, {
    units: sleeping.map((suite) => ({
      id: suite.id,
      unitType: suite.unitType,
      baseRateCents: suite.nightlyRateCents,
    })),
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests,
  });
  const suites = sleeping.flatMap((suite) => {
    const quote = quotes.get(suite.id);
    if (!quote || quote.unsellable.some((reason) => reason.code === 'NO_RATE')) return [];
    return [{ ...suite, totalCents: quote.totalCents, quote: publicQuote(quote) }];
  });
  return { nights, suites };
}
