import { type IsoDate, isValidIsoDate } from '@zamalek/domain/dates';
import { MAX_PRICE_PER_NIGHT } from '@zamalek/domain/form-fields';

/** What a quote needs of a form: the room, the dates and how many guests. */
export interface StayChoice {
  unitId: string | null;
  checkIn: IsoDate | '';
  checkOut: IsoDate | '';
  guests: number;
}

/** A room and a valid stay are chosen: there is something to price. */
export function hasStay(stay: StayChoice): boolean {
  return Boolean(
    stay.unitId &&
      isValidIsoDate(stay.checkIn) &&
      isValidIsoDate(stay.checkOut) &&
      stay.checkOut > stay.checkIn &&
      Number.isInteger(stay.guests) &&
      stay.guests >= 1,
  );
}

/**
 * The nightly price typed in the override field, in dollars, or null while it is not one the
 * form could save: whole dollars above 0 (create, walk-in) or up to 2 decimals (edit).
 */
export function typedNightlyPrice(text: string, decimals: 0 | 2): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value > MAX_PRICE_PER_NIGHT) return null;
  if (decimals === 0) return Number.isInteger(value) && value > 0 ? value : null;
  return value >= 0 && Math.abs(Math.round(value * 100) - value * 100) < 1e-6 ? value : null;
}

/**
 * The quote to ask for the form's answers, or null when there is nothing to price yet (no room
 * or dates, or the override switched on with no usable price typed).
 */
export function quoteRequestOf(
  stay: StayChoice,
  override: { on: boolean; text: string; decimals: 0 | 2 },
): {
  unitId: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: number;
  pricePerNight: number | null;
} | null {
  if (!hasStay(stay) || !stay.unitId || !stay.checkIn || !stay.checkOut) return null;
  const price = override.on ? typedNightlyPrice(override.text, override.decimals) : null;
  if (override.on && price === null) return null;
  return {
    unitId: stay.unitId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: stay.guests,
    pricePerNight: price,
  };
}
