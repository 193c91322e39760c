import type { IsoDate } from '@zamalek/domain/dates';
import {
  composeSource,
  SOURCE_OTHERS,
  sourceChoices,
  splitSource,
} from '@zamalek/domain/manual-reservation';
import { centsToDollars, DEFAULT_COMMISSION_RATE, dollarsToCents } from '@zamalek/domain/money';
import { type RecomputedStay, recomputeStay } from '@zamalek/domain/reservation-edit';
import type { DisplayStatus } from '@zamalek/domain/stays';

export type EditGender = 'male' | 'female' | null;
export type EditGuestType = 'adult' | 'child';

/** The detail page's edit form; the reservationEditSchema input, with full guest lists. */
export interface EditFormValues {
  unitId: string | null;
  checkIn: IsoDate;
  checkOut: IsoDate;
  numberOfGuests: number;
  guestNames: string[];
  guestGenders: EditGender[];
  guestTypes: EditGuestType[];
  guestNationality: string;
  contactEmail: string;
  contactPhone: string;
  pricePerNight: number | null | undefined;
  commissionRate: number;
  source: string;
  displayStatus: DisplayStatus;
  notes: string;
  channel: string;
}

/** The fields the detail page reads (the byId answer's reservation). */
export interface EditableReservation {
  unitId: string | null;
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
  numberOfGuests: number;
  adults: number;
  guestNames: string[];
  guestGenders: string[];
  guestTypes: string[];
  guestNationality: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  pricePerNightCents: number | null;
  commissionRate: number | null;
  source: string | null;
  displayStatus: DisplayStatus;
  notes: string | null;
  channel: string | null;
}

function gender(value: string | undefined): EditGender {
  return value === 'male' || value === 'female' ? value : null;
}

/**
 * The form's starting values. Lists are made parallel to the names (a guest type missing from an
 * older booking is read from the adults count, as the Guests page does); at least one name row.
 */
export function toEditValues(reservation: EditableReservation): EditFormValues {
  const names = reservation.guestNames.length > 0 ? [...reservation.guestNames] : [''];
  return {
    unitId: reservation.unitId,
    checkIn: reservation.checkInDate,
    checkOut: reservation.checkOutDate,
    numberOfGuests: Math.max(1, reservation.numberOfGuests),
    guestNames: names,
    guestGenders: names.map((_, index) => gender(reservation.guestGenders[index])),
    guestTypes: names.map((_, index) => {
      const type = reservation.guestTypes[index];
      if (type === 'adult' || type === 'child') return type;
      return index < Math.max(1, reservation.adults) ? 'adult' : 'child';
    }),
    guestNationality: reservation.guestNationality ?? '',
    contactEmail: reservation.contactEmail ?? '',
    contactPhone: reservation.contactPhone ?? '',
    pricePerNight: centsToDollars(reservation.pricePerNightCents ?? 0),
    commissionRate: reservation.commissionRate ?? DEFAULT_COMMISSION_RATE,
    source: reservation.source ?? '',
    displayStatus: reservation.displayStatus,
    notes: reservation.notes ?? '',
    channel: reservation.channel ?? '',
  };
}

interface GuestLists<G> {
  guestNames: string[];
  guestGenders: (G | null)[];
  guestTypes: EditGuestType[];
}

/** Adds an empty adult guest row (names, genders and types stay parallel). */
export function addGuest<G>(values: GuestLists<G>): GuestLists<G> {
  return {
    guestNames: [...values.guestNames, ''],
    guestGenders: [...values.guestGenders, null],
    guestTypes: [...values.guestTypes, 'adult'],
  };
}

/** Removes guest `index`, never the last one left. */
export function removeGuest<G>(values: GuestLists<G>, index: number): GuestLists<G> {
  if (values.guestNames.length <= 1) return values;
  const keep = <T>(list: readonly T[]) => list.filter((_, position) => position !== index);
  return {
    guestNames: keep(values.guestNames),
    guestGenders: keep(values.guestGenders),
    guestTypes: keep(values.guestTypes),
  };
}

/** A number field's value, or its fallback when left empty or invalid (the spec's "falls back"). */
export function numberOr(fallback: number) {
  return (raw: unknown): number => {
    if (typeof raw === 'number') return Number.isFinite(raw) ? raw : fallback;
    const text = String(raw ?? '').trim();
    if (!text) return fallback;
    const value = Number(text);
    return Number.isFinite(value) ? value : fallback;
  };
}

/**
 * A required number field's value: an emptied or unreadable field becomes NaN, which the schema
 * refuses with the field's message (rather than saving a silent fallback).
 */
export function requiredNumber(raw: unknown): number {
  return numberOr(Number.NaN)(raw);
}

/** Nights, total, commission and net as the server will store them, for the live preview. */
export function previewStay(
  values: Pick<EditFormValues, 'checkIn' | 'checkOut' | 'pricePerNight' | 'commissionRate'>,
): RecomputedStay {
  const price =
    typeof values.pricePerNight === 'number' && Number.isFinite(values.pricePerNight)
      ? values.pricePerNight
      : 0;
  const rate = Number.isFinite(values.commissionRate) ? values.commissionRate : 0;
  return recomputeStay({
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    pricePerNightCents: dollarsToCents(Math.max(0, price)),
    commissionRate: Math.min(100, Math.max(0, rate)),
  });
}

/** The source select of the edit form: the usual choices plus the stored one if it is another. */
export function editSourceChoices(
  linkedSources: readonly (string | null | undefined)[],
  stored: string,
): string[] {
  const choices = sourceChoices(linkedSources);
  const { choice } = splitSource(stored);
  return choice && !choices.includes(choice) ? [choice, ...choices] : choices;
}

export { composeSource, SOURCE_OTHERS, splitSource };
