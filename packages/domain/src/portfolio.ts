import { z } from 'zod';
import { adrCents, availableRoomNights, occupancyRate, revPARCents } from './analytics';
import { PROPERTY_STATUSES } from './locations';
import type { Cents } from './money';
import { ROLES } from './roles';
import { isTimeZone } from './settings';

/** What the portfolio shows of one property for a period (or of all of them together). */
export interface PortfolioFigures {
  units: number;
  availableRoomNights: number;
  bookedNights: number;
  bookings: number;
  revenueCents: Cents;
  occupancyRate: number;
  adrCents: Cents;
  revPARCents: Cents;
}

/** The figures of one property's period, by the definitions of the Analytics page. */
export function propertyFigures(input: {
  units: number;
  days: number;
  unsellableNights: number;
  bookedNights: number;
  bookings: number;
  revenueCents: Cents;
}): PortfolioFigures {
  const { units, days, unsellableNights, bookedNights, bookings, revenueCents } = input;
  return {
    units,
    availableRoomNights: availableRoomNights(units, days, unsellableNights),
    bookedNights,
    bookings,
    revenueCents,
    occupancyRate: occupancyRate(bookedNights, units, days, unsellableNights),
    adrCents: adrCents(revenueCents, bookedNights),
    revPARCents: revPARCents(revenueCents, units, days, unsellableNights),
  };
}

/**
 * All properties together: rooms, nights and money added up, then occupancy, ADR and RevPAR of
 * the sums (never an average of the properties' rates, which would weigh a small building like a
 * large one).
 */
export function portfolioTotal(rows: readonly PortfolioFigures[]): PortfolioFigures {
  const sum = (pick: (row: PortfolioFigures) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const available = sum((row) => row.availableRoomNights);
  const booked = sum((row) => row.bookedNights);
  const revenue = sum((row) => row.revenueCents);
  return {
    units: sum((row) => row.units),
    availableRoomNights: available,
    bookedNights: booked,
    bookings: sum((row) => row.bookings),
    revenueCents: revenue,
    // The Analytics page's definitions over the sums: one "building" of all the room-nights.
    occupancyRate: occupancyRate(booked, available, 1),
    adrCents: adrCents(revenue, booked),
    revPARCents: revPARCents(revenue, available, 1),
  };
}

export const PROPERTY_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A new property, as an owner adds it: coming soon until its rooms and settings are ready. */
export const addPropertySchema = z.object({
  propertyName: z
    .string()
    .trim()
    .min(1, 'Give the property a name.')
    .max(80, 'The name can be at most 80 characters.'),
  propertyNameAr: z
    .string()
    .trim()
    .max(80, 'The Arabic name can be at most 80 characters.')
    .transform((value) => (value === '' ? null : value)),
  slug: z
    .string()
    .trim()
    .min(2, 'The address name needs at least 2 characters.')
    .max(40, 'The address name can be at most 40 characters.')
    .regex(
      PROPERTY_SLUG_PATTERN,
      'Use lowercase letters, digits and single hyphens, like garden-city.',
    ),
  timeZone: z
    .string()
    .trim()
    .refine(isTimeZone, { message: "Choose the property's time zone from the list." }),
});
export type AddPropertyInput = z.input<typeof addPropertySchema>;
export type AddProperty = z.output<typeof addPropertySchema>;

/** Someone's role at one property, or none (they no longer work there). */
export const setPropertyRoleSchema = z.object({
  userId: z.uuid(),
  propertyId: z.uuid(),
  role: z.enum(ROLES).nullable(),
});
export type SetPropertyRole = z.output<typeof setPropertyRoleSchema>;

/** An owner opens a property for bookings, or sets it back to coming soon. */
export const setPropertyStatusSchema = z.object({
  propertyId: z.uuid(),
  status: z.enum(PROPERTY_STATUSES),
});
export type SetPropertyStatus = z.output<typeof setPropertyStatusSchema>;
