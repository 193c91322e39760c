import type { Db } from '@zamalek/db/client';
import { presentationsOf } from '@zamalek/db/queries/suite-presentations';
import {
  listFreePublicUnits,
  listPublicUnits,
  type PublicUnitRow,
} from '@zamalek/db/queries/unit-availability';
import type { StayDates } from '@zamalek/domain/booking';
import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import { baseRateOf } from '@zamalek/domain/pricing/night-rates';
import { publicQuote } from '@zamalek/domain/pricing/public-quote';
import { nightsBetween } from '@zamalek/domain/stays';
import { fromRateCents, groupSize, groupSuites } from '@zamalek/domain/suite-groups';
import { packSuiteOffers } from '@zamalek/domain/suite-offers';
import { publicSuiteTexts } from '@zamalek/domain/suite-presentation';
import { suiteFacts, suiteSize } from '@zamalek/domain/suites';
import { publicPhoto } from '../presentations/public-photo';
import { quoteStays } from '../rates/quote-stays';

/**
 * The public words, photos and base rates of the rooms' types, read once for a list of rooms: a
 * room's base rate is its own, else its type's.
 */
async function presentationsFor(db: Db, propertyId: string, units: readonly PublicUnitRow[]) {
  const roomTypeIds = [...new Set(units.map((unit) => unit.roomTypeId))];
  const { types, photos } = await presentationsOf(db, { propertyId, roomTypeIds });
  const typeOf = (unit: PublicUnitRow) => {
    const type = types.find((row) => row.id === unit.roomTypeId);
    if (!type) throw new Error('a room without its room type');
    return type;
  };
  return {
    texts: (unit: PublicUnitRow) => publicSuiteTexts(unit, typeOf(unit)),
    photos: (unit: PublicUnitRow) =>
      photos.filter((photo) => photo.roomTypeId === unit.roomTypeId).map(publicPhoto),
    priced: <T extends PublicUnitRow>(unit: T): T => ({
      ...unit,
      baseRateCents: baseRateOf(unit, typeOf(unit).baseRateCents),
    }),
  };
}

/**
 * Units as the wizard offers them: one suite card per free room, with its type's public words
 * and photos (the first is the cover). The room's internal name and number stay staff-side.
 */
async function suiteCards(db: Db, propertyId: string, units: PublicUnitRow[]) {
  const present = await presentationsFor(db, propertyId, units);
  return units.map(present.priced).map((unit) => ({
    id: unit.id,
    ...present.texts(unit),
    photos: present.photos(unit),
    size: suiteSize(unit.unitSize),
    facts: suiteFacts(unit.unitType),
    nightlyRateCents: unit.baseRateCents,
  }));
}

/** Free for the whole stay and priced by the rates: the rooms a guest could book for it. */
async function sellableFor(db: Db, propertyId: string, stay: StayDates, units: PublicUnitRow[]) {
  const quotes = await quoteStays(db, {
    propertyId,
    units,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: 1,
  });
  return new Set(
    units.flatMap((unit) => {
      const quote = quotes.get(unit.id);
      return quote && !quote.unsellable.some((reason) => reason.code === 'NO_RATE')
        ? [unit.id]
        : [];
    }),
  );
}

/**
 * The suites page: one card per kind of suite a guest can tell apart (a room type, or a room
 * with its own public name), cheapest first, each with how many of its rooms are free tonight.
 * The card's id is one of its rooms, free tonight if any is: the wizard starts from it.
 */
export async function publicSuites(
  db: Db,
  { propertyId, today }: { propertyId: string; today: IsoDate },
) {
  const tonight = { checkIn: today, checkOut: addDaysIso(today, 1) };
  const units = await listPublicUnits(db, { propertyId });
  const free = await listFreePublicUnits(db, {
    propertyId,
    stay: { from: tonight.checkIn, to: tonight.checkOut },
  });
  const sellable = await sellableFor(db, propertyId, tonight, free);
  const present = await presentationsFor(db, propertyId, units);
  return groupSuites(units.map(present.priced)).flatMap((rooms) => {
    const [first] = rooms;
    if (!first) return [];
    const left = rooms.filter((unit) => sellable.has(unit.id));
    // A card stands for several rooms: one room's own notes are not its description.
    const texts = present.texts(rooms.length === 1 ? first : { ...first, comments: null });
    return [
      {
        id: (left[0] ?? first).id,
        ...texts,
        photos: present.photos(first),
        size: groupSize(rooms.map((unit) => unit.unitSize)),
        facts: suiteFacts(first.unitType),
        nightlyRateCents: fromRateCents(rooms),
        leftTonight: left.length,
      },
    ];
  });
}

/**
 * Suites free for the whole stay (half-open) that sleep the party, each with its quote. A suite
 * the rates do not price (no season, no base rate) is not offered; one whose dates break a stay
 * rule (minimum stay, closed to arrival…) is listed with the reasons, for the guest to adjust.
 */
export async function availableSuites(
  db: Db,
  { propertyId, stay, guests }: { propertyId: string; stay: StayDates; guests: number },
) {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const free = await listFreePublicUnits(db, {
    propertyId,
    stay: { from: stay.checkIn, to: stay.checkOut },
  });
  const sleeping = free.filter((unit) => suiteFacts(unit.unitType).maxGuests >= guests);
  const quotes = await quoteStays(db, {
    propertyId,
    units: sleeping,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests,
  });
  const suites = (await suiteCards(db, propertyId, sleeping)).flatMap((suite) => {
    const quote = quotes.get(suite.id);
    if (!quote || quote.unsellable.some((reason) => reason.code === 'NO_RATE')) return [];
    return [{ ...suite, totalCents: quote.totalCents, quote: publicQuote(quote) }];
  });
  return { nights, suites };
}

/** The wizard's answer for a stay: its free suites packed for the wire (`packSuiteOffers`). */
export async function publicAvailability(
  db: Db,
  input: { propertyId: string; stay: StayDates; guests: number },
) {
  const { nights, suites } = await availableSuites(db, input);
  return { nights, ...packSuiteOffers(suites) };
}
