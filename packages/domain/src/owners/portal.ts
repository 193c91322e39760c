import { z } from 'zod';
import { emailSchema, passwordSchema } from '../auth';
import { addDaysIso, daysBetween, type IsoDate, isValidIsoDate } from '../dates';
import { monthEnd, type StatementContent } from './statement';

/** The figures of the month so far an admin may show a landlord on their own pages. */
export const PORTAL_FIGURES = [
  'nights',
  'occupancy',
  'room_revenue',
  'average_rate',
  'share',
  'payouts',
  'balance',
] as const;
export type PortalFigure = (typeof PORTAL_FIGURES)[number];

export const PORTAL_FIGURE_LABELS: Record<PortalFigure, string> = {
  nights: 'Nights sold',
  occupancy: 'Occupancy',
  room_revenue: 'Room revenue',
  average_rate: 'Average nightly rate',
  share: 'Your share so far',
  payouts: 'Paid to you',
  balance: 'Owed to you now',
};

export type PortalFigureValue =
  | { figure: PortalFigure; kind: 'count'; value: number }
  | { figure: PortalFigure; kind: 'percent'; value: number }
  | { figure: PortalFigure; kind: 'money'; minor: number; currency: string };

/**
 * The chosen figures of the month so far, read from what its statement would say if issued now
 * (`draft`), and what the ledger says the landlord is owed now. Nothing else is shown.
 */
export function portalFigures(
  chosen: readonly PortalFigure[],
  draft: StatementContent,
  owedNowMinor: number,
): PortalFigureValue[] {
  const nights = draft.rooms.reduce((total, room) => total + room.nightsSold, 0);
  const capacity = draft.rooms.reduce((total, room) => total + room.nightsInMonth, 0);
  const revenue = draft.rooms.reduce((total, room) => total + room.roomRevenueMinor, 0);
  const { currency } = draft;
  const money = (figure: PortalFigure, minor: number): PortalFigureValue => ({
    figure,
    kind: 'money',
    minor,
    currency,
  });
  const values: Record<PortalFigure, PortalFigureValue> = {
    nights: { figure: 'nights', kind: 'count', value: nights },
    occupancy: {
      figure: 'occupancy',
      kind: 'percent',
      value: capacity === 0 ? 0 : Math.round((nights * 100) / capacity),
    },
    room_revenue: money('room_revenue', revenue),
    average_rate: money('average_rate', nights === 0 ? 0 : Math.round(revenue / nights)),
    share: money('share', draft.earnedMinor),
    payouts: money('payouts', draft.payoutsMinor),
    balance: money('balance', owedNowMinor),
  };
  return PORTAL_FIGURES.filter((figure) => chosen.includes(figure)).map((figure) => values[figure]);
}

/** A landlord's own login: an account made for them, or one they have already. */
export const landlordAccessSchema = z.object({
  landlordId: z.uuid(),
  email: emailSchema,
  /** A first password, for an address with no account yet; ignored for an existing one. */
  password: passwordSchema.or(z.literal('')),
});
export type LandlordAccessInput = z.infer<typeof landlordAccessSchema>;

export const portalFiguresSchema = z.object({
  landlordId: z.uuid(),
  figures: z.array(z.enum(PORTAL_FIGURES)).max(PORTAL_FIGURES.length),
});
export type PortalFiguresInput = z.infer<typeof portalFiguresSchema>;

/** The longest owner-use request: a season, like a hold. */
export const MAX_OWNER_USE_NIGHTS = 90;

export const OWNER_USE_MESSAGES = {
  room: 'Please choose the room.',
  date: 'Please enter a valid date.',
  order: 'The last day must be after the first day.',
  tooLong: `Ask for at most ${MAX_OWNER_USE_NIGHTS} nights at a time.`,
  past: 'Owner-use nights start today or later.',
  note: 'Keep the note under 200 characters.',
} as const;

const requestDate = z.string().refine(isValidIsoDate, OWNER_USE_MESSAGES.date);

/** A landlord asks to use their room for the half-open nights [from, to). */
export const ownerUseRequestSchema = z
  .object({
    unitId: z.uuid(OWNER_USE_MESSAGES.room),
    from: requestDate,
    to: requestDate,
    note: z.string().trim().max(200, OWNER_USE_MESSAGES.note),
  })
  .superRefine((value, ctx) => {
    if (!isValidIsoDate(value.from) || !isValidIsoDate(value.to)) return;
    if (value.to <= value.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: OWNER_USE_MESSAGES.order });
    } else if (daysBetween(value.from, value.to) > MAX_OWNER_USE_NIGHTS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: OWNER_USE_MESSAGES.tooLong });
    }
  });
export type OwnerUseRequestInput = z.infer<typeof ownerUseRequestSchema>;

/** What each request's status reads as, to the landlord and to staff. */
export const OWNER_USE_STATUS_LABELS = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
} as const;
export type OwnerUseStatus = keyof typeof OWNER_USE_STATUS_LABELS;

/** A night of a landlord's room as they see it: never who stays, only that it is taken. */
export type PortalNight = 'booked' | 'blocked' | 'owner_use' | 'requested';

/** The days a landlord's calendar shows at once: a month, as half-open dates. */
export function portalMonthRange(month: string): { from: IsoDate; to: IsoDate } {
  const from = `${month}-01`;
  return { from, to: addDaysIso(monthEnd(from), 1) };
}
