import { numberFormat } from './intl-formats';
import { WALK_IN_SOURCE } from './walk-in-source';

/** Money is carried as integer cents; rates as percentages with up to two decimals. */
export type Cents = number;

export const DEFAULT_COMMISSION_RATE = 10;
export const BOOKING_COM_COMMISSION_RATE = 17.4;
export const WEBSITE_COMMISSION_RATE = 0;

export function isBookingComSource(source: string | null | undefined): boolean {
  return (source ?? '').toLowerCase().includes('booking');
}

/** The commission a stay's source earns: none for the website and for a guest who walked in. */
export function defaultCommissionRate(source: string | null | undefined, channel?: string): number {
  if (channel === 'Website' || source === WALK_IN_SOURCE) return WEBSITE_COMMISSION_RATE;
  return isBookingComSource(source) ? BOOKING_COM_COMMISSION_RATE : DEFAULT_COMMISSION_RATE;
}

export interface StayTotals {
  totalCents: Cents;
  commissionCents: Cents;
  netCents: Cents;
}

/** Total = rate × nights; commission = total × rate%; net = total − commission; each rounded once. */
export function stayTotals(
  pricePerNightCents: Cents,
  nights: number,
  commissionRate: number,
): StayTotals {
  const totalCents = pricePerNightCents * nights;
  const { commissionCents, netCents } = commissionOn(totalCents, commissionRate);
  return { totalCents, commissionCents, netCents };
}

/** Commission at `commissionRate` % of an amount (a stay's total before taxes), and the net left. */
export function commissionOn(
  amountCents: Cents,
  commissionRate: number,
): { commissionCents: Cents; netCents: Cents } {
  // Work in hundredths of a percent so 17.4 % is the integer 1740, never a float product.
  const rateBasisPoints = Math.round(commissionRate * 100);
  const commissionCents = Math.round((amountCents * rateBasisPoints) / 10_000);
  return { commissionCents, netCents: amountCents - commissionCents };
}

export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: Cents): number {
  return cents / 100;
}

/** "$1,234.50" — or with one decimal for commission and net on the detail page. */
export function formatMoney(cents: Cents, decimals: 1 | 2 = 2): string {
  const amount = numberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Math.abs(cents) / 100);
  return cents < 0 ? `-$${amount}` : `$${amount}`;
}

/** An amount in minor units of a ledger currency: "$1,234.50", "EGP 4,850.20". */
export function formatLedgerAmount(minor: number, currency: string): string {
  if (currency === 'USD') return formatMoney(minor);
  const amount = numberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(minor) / 100);
  return `${minor < 0 ? '-' : ''}${currency} ${amount}`;
}
