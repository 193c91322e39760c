import type { Db } from '@zamalek/db/client';
import { presentationsOf } from '@zamalek/db/queries/suite-presentations';
import {
  listFreePublicUnits,
  listPublicUnits,
  type PublicUnitRow,
} from '@zamalek/db/queries/unit-availability';
import type { StayDates } from '@zamalek/domain/booking';
import { publicQuote } from '@zamalek/domain/pricing/public-quote';
import { nightsBetween } from '@zamalek/domain/stays';
import { publicSuiteTexts } from '@zamalek/domain/suite-presentation';
import { suiteFacts, suiteSize } from '@zamalek/domain/suites';
import { publicPhoto } from '../presentations/public-photo';
import { quoteStays } from '../rates/quote-stays';

/**
 * Units as the public site shows them: suite cards with their type's public words and photos
 * (the first is the cover). The room's internal name and number stay staff-side.
 */
async function suiteCards(db: Db, units: PublicUnitRow[]) {
  const unitTypes = [...new Set(units.flatMap((unit) => (unit.unitType ? [unit.unitType] : [])))];
  const { presentations, photos } = await presentationsOf(db, { unitTypes });
  return units.map((unit) => ({
    id: unit.id,
    ...publicSuiteTexts(
      unit,
      presentations.find((row) => row.unitType === unit.unitType),
    ),
    photos: photos.filter((photo) => photo.unitType === unit.unitType).map(publicPhoto),
    size: suiteSize(unit.unitSize),
    facts: suiteFacts(unit.unitType),
    nightlyRateCents: unit.baseRateCents,
  }));
}

/** The public site's suites page: every available unit. */
export async function publicSuites(db: Db) {
  return suiteCards(db, await listPublicUnits(db));
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
  const sleeping = free.filter((unit) => suiteFacts(unit.unitType).maxGuests >= guests);
  const quotes = await quoteStays(db, {
    units: sleeping,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests,
  });
  const suites = (await suiteCards(db, sleeping)).flatMap((suite) => {
    const quote = quotes.get(suite.id);
    if (!quote || quote.unsellable.some((reason) => reason.code === 'NO_RATE')) return [];
    return [{ ...suite, totalCents: quote.totalCents, quote: publicQuote(quote) }];
  });
  return { nights, suites };
}
