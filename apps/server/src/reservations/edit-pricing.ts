import type { Db } from '@zamalek/db/client';
import type { findReservation } from '@zamalek/db/queries/reservations';
import { findUnit } from '@zamalek/db/queries/units';
import { commissionOn, DEFAULT_COMMISSION_RATE, dollarsToCents } from '@zamalek/domain/money';
import { seesStayMoney } from '@zamalek/domain/money-view';
import { chargesOf, pricedBy, stayMoney } from '@zamalek/domain/pricing/stay-money';
import { readStoredQuote } from '@zamalek/domain/pricing/stored-quote';
import type { Quote } from '@zamalek/domain/pricing/types';
import type { ReservationEdit } from '@zamalek/domain/reservation-edit';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { quoteOneStay } from '../rates/quote-stays';
import { staffStayQuote } from '../rates/staff-quote';

type StoredStay = NonNullable<Awaited<ReturnType<typeof findReservation>>>;
/** The answers of the edit form that decide a stay's price. */
export type PricedEdit = Pick<
  ReservationEdit,
  'unitId' | 'checkIn' | 'checkOut' | 'numberOfGuests' | 'pricePerNight' | 'commissionRate'
>;

const NO_UNIT = { id: '', roomTypeId: '', baseRateCents: null };

/** Unchanged room, dates, guests and price: what was sold stays; commission follows the rate. */
function keptMoney(before: StoredStay, stored: Quote | null, commissionRate: number) {
  if (stored) return { ...stayMoney(stored, commissionRate), pricedBy: null };
  const { commissionCents, netCents } = commissionOn(before.totalPriceCents ?? 0, commissionRate);
  return {
    pricePerNightCents: before.pricePerNightCents,
    totalPriceCents: before.totalPriceCents,
    commissionRate,
    commissionAmountCents: commissionCents,
    netRevenueCents: netCents,
    priceQuote: null,
    pricedBy: null,
  };
}

/**
 * The money of an edited stay. A new nightly price is the editor's override (`rates.override`).
 * Otherwise a change of room, dates or guests is priced again: at the manager's nightly price if
 * one was set, else at the rates; with the taxes and fees the stay was sold with. A stay sold
 * before quotes keeps its nightly price and gets no taxes it was not sold with. An editor who does
 * not see money sets none: the stay keeps its nightly price and commission rate (the form showed
 * neither), and is priced again only when its room, dates or guests change.
 */
export async function editedStayMoney(
  db: Db,
  actor: Actor,
  before: StoredStay,
  answers: PricedEdit,
) {
  const edit: PricedEdit = seesStayMoney(actor)
    ? answers
    : {
        ...answers,
        pricePerNight: null,
        commissionRate: before.commissionRate ?? DEFAULT_COMMISSION_RATE,
      };
  const stored = readStoredQuote(before.priceQuote);
  const stayChanged =
    edit.unitId !== before.unitId ||
    edit.checkIn !== before.checkInDate ||
    edit.checkOut !== before.checkOutDate ||
    edit.numberOfGuests !== before.numberOfGuests;
  const price = edit.pricePerNight === null ? null : dollarsToCents(edit.pricePerNight);
  const priceChanged = price !== null && price !== before.pricePerNightCents;
  if (!stayChanged && !priceChanged) return keptMoney(before, stored, edit.commissionRate);

  const unit =
    (edit.unitId && (await findUnit(db, { propertyId: actor.propertyId, id: edit.unitId }))) ||
    NO_UNIT;
  const stay = {
    unit,
    checkIn: edit.checkIn,
    checkOut: edit.checkOut,
    guests: edit.numberOfGuests,
  };
  let quote: Quote;
  if (priceChanged) {
    quote = await staffStayQuote(db, actor, {
      ...stay,
      pricePerNight: edit.pricePerNight,
      charges: stored ? chargesOf(stored) : [],
    });
  } else {
    const keptPrice = stored
      ? stored.overridden
        ? stored.averageNightlyCents
        : null
      : before.pricePerNightCents;
    quote = await quoteOneStay(db, {
      ...stay,
      propertyId: actor.propertyId,
      overrideNightlyCents: keptPrice,
      charges: stored ? chargesOf(stored) : keptPrice !== null ? [] : undefined,
    });
    if (quote.unsellable.some((reason) => reason.code === 'NO_RATE')) {
      throw new AppError('STAY_NOT_PRICED');
    }
  }
  return { ...stayMoney(quote, edit.commissionRate), pricedBy: pricedBy(quote) };
}
