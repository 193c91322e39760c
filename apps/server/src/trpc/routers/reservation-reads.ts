import { DASHBOARD_CARDS, dashboardCounts } from '@zamalek/db/queries/dashboard';
import { countReservations } from '@zamalek/db/queries/reservation-list';
import { dateRangeSchema } from '@zamalek/domain/date-range';
import { LIST_STATUS_FILTERS, RESERVATION_SORT_KEYS } from '@zamalek/domain/reservation-list';
import { z } from 'zod';
import { roomCalendar } from '../../reservations/calendar';
import { dashboardList } from '../../reservations/dashboard-list';
import { reservationDetail } from '../../reservations/detail';
import { reservationListPage } from '../../reservations/list-page';
import { capabilityProcedure } from '../init';

const viewProcedure = capabilityProcedure('reservations.view');

const listFilter = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(LIST_STATUS_FILTERS).optional(),
  unitId: z.uuid().optional(),
});

const listInput = listFilter.extend({
  sort: z.enum(RESERVATION_SORT_KEYS).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  pageSize: z.number().int().min(1).max(100).default(25),
  /** Opaque page link from `next` / `previous`; read (and refused) by the list, not here. */
  cursor: z.string().max(10_000).optional(),
});

/** The dashboard, the list, the calendar and the detail page. */
export const reservationReads = {
  dashboard: viewProcedure.query(({ ctx }) =>
    dashboardCounts(ctx.db, { propertyId: ctx.property.id, today: ctx.today() }),
  ),

  dashboardList: viewProcedure
    .input(z.object({ card: z.enum(DASHBOARD_CARDS) }))
    .query(async ({ ctx, input }) =>
      dashboardList(ctx.db, ctx.user, input, { now: await ctx.now() }),
    ),

  list: viewProcedure
    .input(listInput)
    .query(async ({ ctx, input }) =>
      reservationListPage(
        ctx.db,
        ctx.user,
        { ...input, propertyId: ctx.property.id },
        { now: await ctx.now() },
      ),
    ),

  /** The list's size for its filters: exact up to 10,000, an estimate past it. */
  listTotal: viewProcedure
    .input(listFilter)
    .query(async ({ ctx, input }) =>
      countReservations(ctx.db, { ...input, propertyId: ctx.property.id, now: await ctx.now() }),
    ),

  /** Units and the stays with a night inside [from, to), each with the actor's desk steps. */
  calendar: viewProcedure
    .input(dateRangeSchema)
    .query(async ({ ctx, input }) =>
      roomCalendar(ctx.db, ctx.user, input, { now: await ctx.now() }),
    ),

  byId: viewProcedure.input(z.object({ id: z.uuid() })).query(async ({ ctx, input }) =>
    reservationDetail(ctx.db, ctx.user, input, {
      now: await ctx.now(),
      timeZone: ctx.property.timeZone,
    }),
  ),
};
