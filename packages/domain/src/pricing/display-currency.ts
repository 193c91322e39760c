import type { IsoDate } from '../dates';
import { numberFormat } from '../intl-formats';
import type { Cents } from '../money';

/** The admin's exchange rate for showing Egyptian pounds beside US dollars, and its date. */
export interface DisplayRate {
  egpPerUsd: number;
  on: IsoDate;
}

/** The EGP equivalent of a USD amount in piastres (hundredths of a pound), rounded. */
export function egpPiastres(cents: Cents, rate: DisplayRate): number {
  return Math.round(cents * rate.egpPerUsd);
}

/** "EGP 7,275" — whole pounds: an equivalent, never a price charged. */
export function formatEgp(piastres: number, locale = 'en-US'): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'EGP',
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(Math.round(piastres / 100));
}
