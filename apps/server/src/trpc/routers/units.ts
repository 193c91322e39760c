import { dismissRoomProblemSchema, reportRoomProblemSchema } from '@zamalek/domain/room-problems';
import { setRoomStatusSchema } from '@zamalek/domain/room-status';
import { bulkUnitUpdateSchema, unitFieldsSchema, unitUpdateSchema } from '@zamalek/domain/units';
import { bulkUpdateUnits } from '../../units/bulk-update';
import { createUnit } from '../../units/create';
import { dismissRoomProblem } from '../../units/dismiss-problem';
import { housekeepingBoardFor } from '../../units/housekeeping-board';
import { roomList } from '../../units/list';
import { reportRoomProblem } from '../../units/report-problem';
import { setHousekeepingStatus } from '../../units/set-housekeeping-status';
import { editUnit } from '../../units/update';
import { capabilityProcedure, createTRPCRouter } from '../init';

const manageProcedure = capabilityProcedure(
  'rooms.manage',
  'You do not have permission to add or edit rooms.',
);
const housekeepingProcedure = capabilityProcedure(
  'rooms.housekeeping',
  'You do not have permission to change room status.',
);

export const unitsRouter = createTRPCRouter({
  list: capabilityProcedure('rooms.view').query(({ ctx }) =>
    roomList(ctx.db, ctx.user, { propertyId: ctx.property.id, today: ctx.today() }),
  ),

  create: manageProcedure
    .input(unitFieldsSchema)
    .mutation(({ ctx, input }) => createUnit(ctx.db, ctx.user, input)),

  update: manageProcedure
    .input(unitUpdateSchema)
    .mutation(({ ctx, input }) => editUnit(ctx.db, ctx.user, input)),

  /** Today's departures, arrivals and stay-overs per room, rooms with an arrival first. */
  housekeepingBoard: housekeepingProcedure.query(({ ctx }) =>
    housekeepingBoardFor(ctx.db, ctx.user, { today: ctx.today() }),
  ),

  /** One tap on the board: clean, dirty, inspected or out of order (the last two: supervisors). */
  setRoomStatus: housekeepingProcedure
    .input(setRoomStatusSchema)
    .mutation(({ ctx, input }) =>
      setHousekeepingStatus(ctx.db, ctx.user, input, { today: ctx.today() }),
    ),

  /** A housekeeper reports a problem in a room (one open report per room). */
  reportProblem: housekeepingProcedure
    .input(reportRoomProblemSchema)
    .mutation(({ ctx, input }) => reportRoomProblem(ctx.db, ctx.user, input)),

  /** A supervisor closes a report without taking the room out of order. */
  dismissProblem: capabilityProcedure(
    'rooms.inspect',
    'You do not have permission to dismiss a reported problem.',
  )
    .input(dismissRoomProblemSchema)
    .mutation(({ ctx, input }) => dismissRoomProblem(ctx.db, ctx.user, input)),

  /** Bulk Edit's Save All: every row is saved or none is. */
  bulkUpdate: manageProcedure
    .input(bulkUnitUpdateSchema)
    .mutation(({ ctx, input }) => bulkUpdateUnits(ctx.db, ctx.user, input)),
});
