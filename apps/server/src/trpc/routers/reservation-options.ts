import { linkedSalesSources } from '@zamalek/db/queries/sales-sources';
import { listFreeUnitsForStaff } from '@zamalek/db/queries/unit-availability';
import { listUnitOptions } from '@zamalek/db/queries/units';
import { staffStayDatesSchema } from '@zamalek/domain/staff-stay';
import { z } from 'zod';
import { capabilityProcedure } from '../init';

const viewProcedure = capabilityProcedure('reservations.view');

/** What the create and edit forms offer. */
export const reservationOptions = {
  /** Rooms offered in the Create Reservation dialog (or an edit): free for the whole stay. */
  freeUnits: viewProcedure
    .input(z.object({ stay: staffStayDatesSchema, exceptReservationId: z.uuid().optional() }))
    .query(({ ctx, input }) =>
      listFreeUnitsForStaff(ctx.db, {
        propertyId: ctx.property.id,
        stay: { from: input.stay.checkIn, to: input.stay.checkOut },
        exceptReservationId: input.exceptReservationId,
      }),
    ),

  unitOptions: viewProcedure.query(({ ctx }) =>
    listUnitOptions(ctx.db, { propertyId: ctx.property.id }),
  ),

  /** Linked sales sources: the people offered as booking sources (refreshed live on user changes). */
  sourceNames: viewProcedure.query(({ ctx }) =>
    linkedSalesSources(ctx.db, { propertyId: ctx.property.id }),
  ),
};
