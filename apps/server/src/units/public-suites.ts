import type { Db } from '@zamalek/db/client';
import {
  listFreePublicUnits,
  listPublicUnits,
  type PublicUnitRow,
} from '@zamalek/db/queries/unit-availability';
import type { StayDates } from '@zamalek/domain/booking';
import { stayTotals } from '@zamalek/domain/money';
import { nightsBetween } from '@zamalek/domain/stays';
import { suiteDescription, suiteFacts, suiteSize } from '@zamalek/domain/suites';

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

/** Suites free for the whole stay (half-open), priced from their base rate; only bookable ones. */
export async function availableSuites(
  db: Db,
  { stay, guests }: { stay: StayDates; guests: number },
) {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const free = await listFreePublicUnits(db, { stay: { from: stay.checkIn, to: stay.checkOut } });
  const suites = free
    .map(suiteCard)
    .filter((suite) => suite.nightlyRateCents !== null && suite.facts.maxGuests >= guests)
    .map((suite) => ({
      ...suite,
      totalCents: stayTotals(suite.nightlyRateCents ?? 0, nights, 0).totalCents,
    }));
  return { nights, suites };
}
