import { proRataRevenueCents } from '../analytics';
import { addDaysIso, daysBetween, type IsoDate } from '../dates';
import { isBookingComSource } from '../money';
import type { Quote } from '../pricing/types';
import type { LedgerLine } from './lines';

/** What a stay is charged by: its stored quote, else the nightly price or total it was sold at. */
export interface StayPrice {
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
  quote: Quote | null;
  pricePerNightCents: number | null;
  totalPriceCents: number | null;
  /** The commission the stay was sold with, and the source that earns it. */
  commissionAmountCents?: number | null;
  source?: string | null;
}

/**
 * Whose commission a stay's is: the online travel agency's own (it keeps it out of its pay-out:
 * `channel_commission`, settled through `channel_clearing`), or the sales source's, owed to it
 * until paid (`commission_expense`, `commission_payable` under the source's name).
 */
export function isChannelCommission(source: string | null | undefined): boolean {
  return isBookingComSource(source) || /airbnb|expedia/i.test(source ?? '');
}

/** A night's key in the ledger: the day close and a check-out post it once between them. */
export function roomNightKey(stayId: string, night: IsoDate): string {
  return `night:${stayId}:${night}`;
}

/** The stay's nights, first to last. */
export function stayNights({ checkInDate, checkOutDate }: StayPrice): IsoDate[] {
  const count = Math.max(daysBetween(checkInDate, checkOutDate), 0);
  return Array.from({ length: count }, (_, index) => addDaysIso(checkInDate, index));
}

/**
 * One night's room charge as folio lines: the guest owes the night's total; the room revenue, each
 * tax (owed to the state) and each fee of the quote are credited, the included ones taken out of
 * the room price as the quote did. A stay without a quote (priced before quotes, or a channel's
 * total) is charged its nightly price, or its total split over its nights as Analytics splits it
 * (`proRataRevenueCents`), all as room revenue. A stay sold with a commission also owes the night's
 * share of it. Empty when the night is free or not one of the stay's.
 */
export function roomNightLines(
  stay: StayPrice,
  night: IsoDate,
  folio: { id: string; currency: string },
): LedgerLine[] {
  const { currency } = folio;
  const quoted = stay.quote?.nights.find((candidate) => candidate.date === night);
  const lines: LedgerLine[] = [];
  let roomMinor: number;
  let totalMinor: number;
  if (stay.quote) {
    if (!quoted) return [];
    totalMinor = quoted.totalCents;
    roomMinor = quoted.totalCents;
    stay.quote.charges.forEach((charge, index) => {
      const amount = quoted.chargeCents[index] ?? 0;
      if (amount === 0) return;
      roomMinor -= amount;
      lines.push({
        account: charge.kind === 'tax' ? 'taxes_payable' : 'fee_revenue',
        amountMinor: -amount,
        currency,
        night,
        code: charge.id,
        description: charge.name.slice(0, 200),
      });
    });
  } else {
    const nights = stayNights(stay);
    const index = nights.indexOf(night);
    if (index < 0) return [];
    totalMinor = flatNightMinor(stay, nights.length, index);
    roomMinor = totalMinor;
  }
  if (totalMinor <= 0) return [];
  const room: LedgerLine = {
    account: 'room_revenue',
    amountMinor: -roomMinor,
    currency,
    night,
    description: 'Room',
  };
  const owed: LedgerLine = {
    account: 'receivable',
    folioId: folio.id,
    amountMinor: totalMinor,
    currency,
    night,
    description: 'Room night',
  };
  return [
    owed,
    ...(roomMinor === 0 ? [] : [room]),
    ...lines,
    ...commissionLines(stay, night, currency),
  ];
}

/** The night's share of the stay's commission, owed to whoever earns it (nothing when none). */
function commissionLines(stay: StayPrice, night: IsoDate, currency: string): LedgerLine[] {
  const nights = stayNights(stay);
  const share = proRataRevenueCents(
    stay.commissionAmountCents ?? 0,
    nights.length,
    1,
    nights.indexOf(night),
  );
  if (share <= 0) return [];
  const source = (stay.source ?? '').trim().slice(0, 60) || null;
  const channel = isChannelCommission(stay.source);
  return [
    {
      account: channel ? 'channel_commission' : 'commission_expense',
      amountMinor: share,
      currency,
      night,
      code: source,
      description: 'Commission',
    },
    {
      account: channel ? 'channel_clearing' : 'commission_payable',
      amountMinor: -share,
      currency,
      night,
      code: source,
      description: 'Commission',
    },
  ];
}

/** A night of a stay without a quote: its share of the total, as Analytics splits it. */
function flatNightMinor(stay: StayPrice, nights: number, index: number): number {
  if (stay.pricePerNightCents !== null && stay.totalPriceCents === null) {
    return stay.pricePerNightCents;
  }
  const total = stay.totalPriceCents ?? (stay.pricePerNightCents ?? 0) * nights;
  return proRataRevenueCents(total, nights, 1, index);
}

/** The stay's total over the given nights, as `roomNightLines` would charge them. */
export function roomNightsTotal(
  stay: StayPrice,
  nights: readonly IsoDate[],
  folio: { id: string; currency: string },
): number {
  return nights
    .flatMap((night) => roomNightLines(stay, night, folio))
    .filter((line) => line.account === 'receivable')
    .reduce((sum, line) => sum + line.amountMinor, 0);
}
