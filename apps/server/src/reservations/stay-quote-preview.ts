import type { Db } from '@zamalek/db/client';
import { findReservation } from '@zamalek/db/queries/reservations';
import type { IsoDate } from '@zamalek/domain/dates';
import { MONEY_WITHHELD_MESSAGE, seesStayMoney } from '@zamalek/domain/money-view';
import { quoteBreakdown } from '@zamalek/domain/pricing/lines';
import { unsellableMessage } from '@zamalek/domain/pricing/messages';
import type { StaffQuoteInput } from '@zamalek/domain/pricing/staff-quote-input';
import type { Quote } from '@zamalek/domain/pricing/types';
import { can } from '@zamalek/domain/roles';
import { staffCheckInHorizonProblem } from '@zamalek/domain/staff-stay';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { staffStayQuote } from '../rates/staff-quote';
import { editedStayMoney, type PricedEdit } from './edit-pricing';
import { bookableUnit } from './write-errors';

/** A quote as the staff dialogs show it: lines, total, and the stay rules it breaks (warnings). */
function staffView(quote: Quote) {
  return {
    breakdown: quoteBreakdown(quote),
    totalCents: quote.totalCents,
    averageNightlyCents: quote.averageNightlyCents,
    taxesCents: quote.taxesCents,
    totalBeforeTaxesCents: quote.totalBeforeTaxesCents,
    overridden: quote.overridden,
    warnings: quote.unsellable.map(unsellableMessage),
  };
}

/** A check-in more than five years ahead is a typo, refused as the write would refuse it. */
function refuseTooFarAhead(input: { checkIn: IsoDate }, today: IsoDate) {
  const tooFar = staffCheckInHorizonProblem(input.checkIn, today);
  if (tooFar) throw new AppError('INVALID_STAY', tooFar);
}

/** The create and walk-in dialogs' quote: what saving would store, from the same functions. */
export async function newStayQuote(
  db: Db,
  actor: Actor,
  input: StaffQuoteInput,
  services: { today: IsoDate },
) {
  if (!can(actor, 'reservations.create') && !can(actor, 'reservations.checkInOut')) {
    throw new AppError('FORBIDDEN');
  }
  refuseTooFarAhead(input, services.today);
  const unit = await bookableUnit(db, actor.propertyId, input.unitId);
  return staffView(await staffStayQuote(db, actor, { ...input, unit }));
}

/**
 * The edit form's quote: the money saving these answers would store (edit-pricing.ts), its
 * breakdown when the stay has one (stays priced before quotes have none). Only for editors who see
 * money: the form of one who does not shows no price.
 */
export async function editedStayQuote(
  db: Db,
  actor: Actor,
  { id, ...input }: StaffQuoteInput & { id: string },
  services: { today: IsoDate },
) {
  if (!seesStayMoney(actor)) throw new AppError('FORBIDDEN', MONEY_WITHHELD_MESSAGE);
  refuseTooFarAhead(input, services.today);
  const before = await findReservation(db, { propertyId: actor.propertyId, id });
  if (!before) throw new AppError('NOT_FOUND', 'Reservation not found');
  const edit: PricedEdit = {
    unitId: input.unitId,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    numberOfGuests: input.guests,
    pricePerNight: input.pricePerNight,
    commissionRate: before.commissionRate ?? 0,
  };
  const money = await editedStayMoney(db, actor, before, edit);
  if (money.priceQuote) return staffView(money.priceQuote);
  const total = money.totalPriceCents ?? 0;
  return {
    breakdown: null,
    totalCents: total,
    averageNightlyCents: money.pricePerNightCents ?? 0,
    taxesCents: 0,
    totalBeforeTaxesCents: total,
    overridden: false,
    warnings: [],
  };
}
