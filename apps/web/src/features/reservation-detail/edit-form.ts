import type { IsoDate } from '@zamalek/domain/dates';
import {
  composeSource,
  SOURCE_OTHERS,
  sourceChoices,
  splitSource,
} from '@zamalek/domain/manual-reservation';
import { type Cents, commissionOn, DEFAULT_COMMISSION_RATE } from '@zamalek/domain/money';
import type { DisplayStatus } from '@zamalek/domain/stays';
import { quoteRequestOf } from '@/components/stay-quote/quote-request';

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
  /** A manager's new nightly price (`rates.override`); null: the stay keeps or is quoted its price. */
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
 * The price starts "not overridden" (null): an unchanged stay keeps what it was sold at.
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
    pricePerNight: null,
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

/** The edit quote to ask for the form's answers; null while room, dates or price are unusable. */
export function editQuoteRequest(
  id: string,
  values: Pick<EditFormValues, 'unitId' | 'checkIn' | 'checkOut' | 'numberOfGuests'> & {
    pricePerNight: number | null | undefined;
  },
  override: boolean,
) {
  const request = quoteRequestOf(
    {
      unitId: values.unitId,
      checkIn: values.checkIn,
      checkOut: values.checkOut,
      guests: values.numberOfGuests,
    },
    { on: override, text: String(values.pricePerNight ?? ''), decimals: 2 },
  );
  return request && { id, ...request };
}

/**
 * Commission and net as saving stores them: on the quote's total before taxes, at the rate typed
 * (a rate out of bounds shows nothing until fixed; the form refuses it).
 */
export function commissionPreview(
  totalBeforeTaxesCents: Cents,
  commissionRate: number | undefined,
): { commissionCents: Cents; netCents: Cents } | null {
  if (
    typeof commissionRate !== 'number' ||
    !Number.isFinite(commissionRate) ||
    commissionRate < 0 ||
    commissionRate > 100
  ) {
    return null;
  }
  return commissionOn(totalBeforeTaxesCents, commissionRate);
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
