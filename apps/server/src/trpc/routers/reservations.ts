import { auditHistory } from '@zamalek/db/queries/audit';
import { calendarStays, calendarUnits } from '@zamalek/db/queries/calendar';
import {
  DASHBOARD_CARDS,
  dashboardCounts,
  dashboardReservations,
} from '@zamalek/db/queries/dashboard';
import { listReservationDocuments } from '@zamalek/db/queries/documents';
import { listReservations } from '@zamalek/db/queries/reservation-list';
import { findReservation } from '@zamalek/db/queries/reservations';
import { linkedSalesSources } from '@zamalek/db/queries/sales-sources';
import { listFreeUnitsForStaff, listUnitOptions } from '@zamalek/db/queries/units';
import { isValidIsoDate, todayIn } from '@zamalek/domain/dates';
import { manualReservationSchema } from '@zamalek/domain/manual-reservation';
import { reservationEditSchema } from '@zamalek/domain/reservation-edit';
import { LIST_STATUS_FILTERS, RESERVATION_SORT_KEYS } from '@zamalek/domain/reservation-list';
import { can } from '@zamalek/domain/roles';
import { staffStayDatesSchema } from '@zamalek/domain/staff-stay';
import { displayStatus } from '@zamalek/domain/stays';
import { z } from 'zod';
import { deleteReservationWithDocuments } from '../../bookings/delete-reservation';
import { editReservation } from '../../bookings/edit-reservation';
import { createManualReservation } from '../../bookings/manual-reservation';
import { AppError } from '../../errors';
import { capabilityProcedure, createTRPCRouter } from '../init';

const viewProcedure = capabilityProcedure('reservations.view');
const isoDate = z.string().refine(isValidIsoDate, 'Invalid date');

const listInput = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(LIST_STATUS_FILTERS).optional(),
  unitId: z.uuid().optional(),
  sort: z.enum(RESERVATION_SORT_KEYS).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(25),
});

export const reservationsRouter = createTRPCRouter({
  dashboard: viewProcedure.query(({ ctx }) =>
    dashboardCounts(ctx.db, todayIn(ctx.env.PROPERTY_TIMEZONE)),
  ),

  dashboardList: viewProcedure
    .input(z.object({ card: z.enum(DASHBOARD_CARDS) }))
    .query(async ({ ctx, input }) => {
      const today = todayIn(ctx.env.PROPERTY_TIMEZONE);
      const rows = await dashboardReservations(ctx.db, input.card, today);
      return rows.map((row) => ({
        ...row,
        displayStatus: displayStatus(row.status, row.checkInDate, row.checkOutDate, today),
      }));
    }),

  list: viewProcedure.input(listInput).query(async ({ ctx, input }) => {
    const today = todayIn(ctx.env.PROPERTY_TIMEZONE);
    const { rows, total } = await listReservations(ctx.db, { ...input, today });
    return {
      total,
      page: input.page,
      pageSize: input.pageSize,
      rows: rows.map((row) => ({
        ...row,
        displayStatus: displayStatus(row.status, row.checkInDate, row.checkOutDate, today),
      })),
    };
  }),

  /** Units and the stays with a night inside [from, to): only the visible window is fetched. */
  calendar: viewProcedure
    .input(
      z
        .object({ from: isoDate, to: isoDate })
        .refine((range) => range.to > range.from, 'The range must end after it starts'),
    )
    .query(async ({ ctx, input }) => {
      const [units, stays] = await Promise.all([
        calendarUnits(ctx.db),
        calendarStays(ctx.db, input.from, input.to),
      ]);
      return { units, stays, today: todayIn(ctx.env.PROPERTY_TIMEZONE) };
    }),

  byId: viewProcedure.input(z.object({ id: z.uuid() })).query(async ({ ctx, input }) => {
    const reservation = await findReservation(ctx.db, input.id);
    if (!reservation) throw new AppError('NOT_FOUND', 'Reservation not found');
    const today = todayIn(ctx.env.PROPERTY_TIMEZONE);
    const seesContact = can(ctx.role, 'reservations.viewContact');
    const [documents, history] = await Promise.all([
      seesContact ? listReservationDocuments(ctx.db, input.id) : [],
      auditHistory(ctx.db, 'reservation', input.id),
    ]);
    return {
      reservation: {
        ...reservation,
        // Housekeeping sees the stay, not how to reach the guest.
        contactEmail: seesContact ? reservation.contactEmail : null,
        contactPhone: seesContact ? reservation.contactPhone : null,
        displayStatus: displayStatus(
          reservation.status,
          reservation.checkInDate,
          reservation.checkOutDate,
          today,
        ),
      },
      documents,
      history: history.map(({ before: _before, after: _after, ...entry }) => entry),
      permissions: {
        edit: can(ctx.role, 'reservations.edit'),
        delete: can(ctx.role, 'reservations.delete'),
        downloadDocuments: can(ctx.role, 'documents.download'),
      },
    };
  }),

  /** Rooms offered in the Create Reservation dialog (or an edit): free for the whole stay. */
  freeUnits: viewProcedure
    .input(z.object({ stay: staffStayDatesSchema, exceptReservationId: z.uuid().optional() }))
    .query(({ ctx, input }) =>
      listFreeUnitsForStaff(
        ctx.db,
        input.stay.checkIn,
        input.stay.checkOut,
        input.exceptReservationId,
      ),
    ),

  unitOptions: viewProcedure.query(({ ctx }) => listUnitOptions(ctx.db)),

  /** Linked sales sources: the people offered as booking sources (refreshed live on user changes). */
  sourceNames: viewProcedure.query(({ ctx }) => linkedSalesSources(ctx.db)),

  create: capabilityProcedure(
    'reservations.create',
    'You do not have permission to create reservations. Admin or Manager role required.',
  )
    .input(manualReservationSchema)
    .mutation(async ({ ctx, input }) => {
      const created = await createManualReservation(ctx.db, input, {
        today: todayIn(ctx.env.PROPERTY_TIMEZONE),
        actorId: ctx.user.id,
      });
      ctx.mail.kick();
      return created;
    }),

  update: capabilityProcedure(
    'reservations.edit',
    'You do not have permission to edit reservations',
  )
    .input(z.object({ id: z.uuid(), changes: reservationEditSchema }))
    .mutation(({ ctx, input }) =>
      editReservation(ctx.db, input.id, input.changes, {
        today: todayIn(ctx.env.PROPERTY_TIMEZONE),
        actorId: ctx.user.id,
      }),
    ),

  delete: capabilityProcedure(
    'reservations.delete',
    'You do not have permission to delete reservations',
  )
    .input(z.object({ id: z.uuid() }))
    .mutation(async ({ ctx, input }) => {
      await deleteReservationWithDocuments(ctx.db, ctx.documents, input.id, ctx.user.id);
      return { ok: true as const };
    }),
});
