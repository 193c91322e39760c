import type { Db } from '@zamalek/db/client';
import { presentationsOf } from '@zamalek/db/queries/suite-presentations';
import {
  listFreePublicUnits,
  listPublicUnits,
  type PublicUnitRow,
} from '@zamalek/db/queries/unit-availability';
import type { StayDates } from '@zamalek/domain/booking';
import { stayTotals } from '@zamalek/domain/money';
import { nightsBetween } from '@zamalek/domain/stays';
import { publicSuiteTexts } from '@zamalek/domain/suite-presentation';
import { suiteFacts, suiteSize } from '@zamalek/domain/suites';
import { publicPhoto } from '../presentations/public-photo';

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

/** Suites free for the whole stay (half-open), priced from their base rate; only bookable ones. */
export async function availableSuites(
  db: Db,
  { stay, guests }: { stay: StayDates; guests: number },
) {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const free = await listFreePublicUnits(db, { stay: { from: stay.checkIn, to: stay.checkOut } });
  const suites = (await suiteCards(db, free))
    .filter((suite) => suite.nightlyRateCents !== null && suite.facts.maxGuests >= guests)
    .map((suite) => ({
      ...suite,
      totalCents: stayTotals(suite.nightlyRateCents ?? 0, nights, 0).totalCents,
    }));
  return { nights, suites };
}
