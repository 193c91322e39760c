import type { Db } from '@zamalek/db/client';
import { findUnit } from '@zamalek/db/queries/units';
import type { StayDates } from '@zamalek/domain/booking';
import type { GuestLanguage } from '@zamalek/domain/guest-language';
import { unsellableMessage } from '@zamalek/domain/pricing/messages';
import { suiteFacts } from '@zamalek/domain/suites';
import { AppError } from '../errors';
import { guestSuiteName } from '../presentations/guest-suite-name';
import { quoteOneStay } from '../rates/quote-stays';

/**
 * A guest's stay in a suite, priced, or the reason it cannot be sold online: the suite is not
 * offered (SUITE_UNAVAILABLE), sleeps fewer (TOO_MANY_GUESTS), or the dates break a stay rule
 * (STAY_NOT_SELLABLE, with the rule's words). The wizard's review step and the booking use it.
 */
export async function guestStayQuote(
  db: Db,
  {
    propertyId,
    unitId,
    stay,
    guests,
    language = 'en',
  }: {
    propertyId: string;
    unitId: string;
    stay: StayDates;
    guests: number;
    language?: GuestLanguage;
  },
) {
  const unit = await findUnit(db, { propertyId, id: unitId });
  if (unit?.status !== 'available') throw new AppError('SUITE_UNAVAILABLE');
  const facts = suiteFacts(unit.unitType);
  const [publicSuiteName, quote] = await Promise.all([
    guestSuiteName(db, unit, language),
    quoteOneStay(db, {
      propertyId,
      unit,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      guests,
    }),
  ]);
  if (guests > facts.maxGuests) {
    throw new AppError(
      'TOO_MANY_GUESTS',
      `${publicSuiteName} sleeps up to ${facts.maxGuests} guests.`,
    );
  }
  const [reason] = quote.unsellable;
  if (reason?.code === 'NO_RATE') throw new AppError('SUITE_UNAVAILABLE');
  if (reason) throw new AppError('STAY_NOT_SELLABLE', unsellableMessage(reason));
  return { unit, quote, publicSuiteName };
}
