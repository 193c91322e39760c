import type { IsoDate } from '../dates';
import type { Cents } from '../money';

/** 0 Sunday … 6 Saturday, as JavaScript and PostgreSQL's `extract(dow)` count them. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * Nightly rates for a room type, or for one room of it, over the nights `startDate` to `endDate`
 * (both inclusive), with the restrictions that apply to stays touching those nights.
 */
export interface RateSeason {
  id: string;
  name: string;
  roomTypeId: string;
  unitId: string | null;
  startDate: IsoDate;
  endDate: IsoDate;
  nightlyCents: Cents;
  /** The rate of the property's weekend nights (Settings); null: the nightly rate every night. */
  weekendCents: Cents | null;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: readonly Weekday[];
  closedToDeparture: readonly Weekday[];
  /** ISO timestamp: among equally specific seasons, the newer wins. */
  createdAt: string;
}

/** A room type's stay-length discounts and extra-guest fee. Percentages have two decimals. */
export interface RoomTypePricing {
  roomTypeId: string;
  /** The nightly base rate of its rooms that have none of their own. */
  baseRateCents: Cents | null;
  weeklyDiscountPercent: number;
  monthlyDiscountPercent: number;
  baseOccupancy: number | null;
  extraGuestCents: Cents;
}

export const CHARGE_KINDS = ['tax', 'fee'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
export const CHARGE_BASES = ['percent', 'per_night', 'per_stay'] as const;
export type ChargeBasis = (typeof CHARGE_BASES)[number];

/** A tax or fee as set on the Settings page; a quote keeps a copy of those it applied. */
export interface PriceCharge {
  id: string;
  name: string;
  kind: ChargeKind;
  basis: ChargeBasis;
  /** Percentage of the room revenue (basis `percent`), two decimals. */
  percent: number | null;
  /** Amount a night (`per_night`) or a stay (`per_stay`). */
  amountCents: Cents | null;
  /** Bounds of a percentage charge for each night (e.g. Egypt's tourism fund fee). */
  minPerNightCents: Cents | null;
  maxPerNightCents: Cents | null;
  /** Already part of the room price shown (extracted from it), rather than added on top. */
  included: boolean;
}

/** Everything a quote depends on besides the stay: read together, then priced purely. */
export interface PricingRules {
  seasons: readonly RateSeason[];
  roomTypePricing: readonly RoomTypePricing[];
  charges: readonly PriceCharge[];
  weekendNights: readonly Weekday[];
}

export interface QuoteRequest {
  unit: { id: string; roomTypeId: string; baseRateCents: Cents | null };
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: number;
  /** A nightly room price agreed by a manager instead of the rates (no stay-length discount). */
  overrideNightlyCents?: Cents | null;
}

export type UnsellableReason =
  | { code: 'NO_RATE'; date: IsoDate }
  | { code: 'MIN_STAY'; minNights: number }
  | { code: 'MAX_STAY'; maxNights: number }
  | { code: 'CLOSED_TO_ARRIVAL'; date: IsoDate }
  | { code: 'CLOSED_TO_DEPARTURE'; date: IsoDate };

export interface QuoteNight {
  date: IsoDate;
  /** The night's rate before any discount; null when neither a season nor a base rate prices it. */
  rateCents: Cents;
  seasonId: string | null;
  seasonName: string | null;
  weekend: boolean;
  discountCents: Cents;
  extraGuestCents: Cents;
  /** What this night contributes to each applied charge, in the order of `Quote.charges`. */
  chargeCents: Cents[];
  /** Room revenue of the night plus its charges added on top: the nights sum to the total. */
  totalCents: Cents;
}

/**
 * A charge as a quote applied it, with the stay's amount: added to the total, or (included) the
 * part of the room price it is.
 */
export interface QuoteCharge extends PriceCharge {
  totalCents: Cents;
}

export interface Quote {
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: number;
  nights: QuoteNight[];
  overridden: boolean;
  /** Sum of the nights' rates. */
  roomCents: Cents;
  discount: { kind: 'weekly' | 'monthly'; percent: number; cents: Cents } | null;
  extraGuests: { guests: number; perNightCents: Cents; cents: Cents } | null;
  /** Room revenue: rates − discount + extra guests (included charges are inside it). */
  roomRevenueCents: Cents;
  charges: QuoteCharge[];
  /** Every tax, added or included. */
  taxesCents: Cents;
  /** What the guest pays: room revenue plus the charges not included. */
  totalCents: Cents;
  /** The total without taxes: what commission and net revenue are figured on. */
  totalBeforeTaxesCents: Cents;
  /** Average nightly room revenue, rounded: the stay's "price per night". */
  averageNightlyCents: Cents;
  unsellable: UnsellableReason[];
}
