import type { Cents } from '../money';
import type { PriceCharge } from './types';

/** Hundredths of a percent: 14 % is 1400, so 12.5 % of a price is integer arithmetic. */
export function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** `percent` of `cents`, rounded half up to the cent. */
export function percentOf(cents: Cents, percent: number): Cents {
  return Math.round((cents * basisPoints(percent)) / 10_000);
}

/** The included percentages together, in basis points: what an included one is extracted over. */
export function includedPercentPoints(charges: readonly PriceCharge[]): number {
  return charges
    .filter((charge) => charge.basis === 'percent' && charge.included)
    .reduce((sum, charge) => sum + basisPoints(charge.percent ?? 0), 0);
}

function bounded(cents: Cents, charge: PriceCharge): Cents {
  const floor = charge.minPerNightCents ?? 0;
  const ceiling = charge.maxPerNightCents ?? Number.POSITIVE_INFINITY;
  return Math.min(Math.max(cents, floor), ceiling);
}

/**
 * Each charge's amount for one night of room revenue. A percentage added on top is figured on
 * the night's revenue; one included in the price is extracted from it together with the other
 * included percentages (revenue × p / (100 % + Σ included p)). Per-stay amounts fall on the first
 * night, so a stay's nights always add up to its total.
 */
export function nightCharges(
  charges: readonly PriceCharge[],
  roomRevenueCents: Cents,
  firstNight: boolean,
  includedBasisPoints = includedPercentPoints(charges),
): Cents[] {
  return charges.map((charge) => {
    switch (charge.basis) {
      case 'percent': {
        const points = basisPoints(charge.percent ?? 0);
        const divisor = charge.included ? 10_000 + includedBasisPoints : 10_000;
        return bounded(Math.round((roomRevenueCents * points) / divisor), charge);
      }
      case 'per_night':
        return charge.amountCents ?? 0;
      default:
        return firstNight ? (charge.amountCents ?? 0) : 0;
    }
  });
}
