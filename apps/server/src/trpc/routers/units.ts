import { recordAudit } from '@zamalek/db/queries/audit';
import {
  findRoom,
  insertRoom,
  listRooms,
  type RoomValues,
  updateRoom,
} from '@zamalek/db/queries/rooms';
import { todayIn } from '@zamalek/domain/dates';
import { dollarsToCents } from '@zamalek/domain/money';
import {
  bulkRoomUpdateSchema,
  type RoomFields,
  roomFieldsSchema,
  roomUpdateSchema,
} from '@zamalek/domain/rooms';
import { AppError } from '../../errors';
import { capabilityProcedure, createTRPCRouter } from '../init';

const manageProcedure = capabilityProcedure('rooms.manage', 'Only admins can add or edit rooms.');

function roomValues(fields: RoomFields): RoomValues {
  const { baseRate, ...rest } = fields;
  return { ...rest, baseRateCents: baseRate === null ? null : dollarsToCents(baseRate) };
}

export const unitsRouter = createTRPCRouter({
  list: capabilityProcedure('rooms.view').query(({ ctx }) =>
    listRooms(ctx.db, todayIn(ctx.env.PROPERTY_TIMEZONE)),
  ),

  create: manageProcedure.input(roomFieldsSchema).mutation(async ({ ctx, input }) => {
    const values = roomValues(input);
    return ctx.db.transaction(async (tx) => {
      const room = await insertRoom(tx, values);
      await recordAudit(tx, {
        actorId: ctx.user.id,
        entity: 'unit',
        entityId: room.id,
        action: 'create',
        after: values,
      });
      return room;
    });
  }),

  update: manageProcedure.input(roomUpdateSchema).mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    const values = roomValues(fields);
    return ctx.db.transaction(async (tx) => {
      const before = await findRoom(tx, id);
      if (!before) throw new AppError('NOT_FOUND', 'Room not found');
      await updateRoom(tx, id, values);
      await recordAudit(tx, {
        actorId: ctx.user.id,
        entity: 'unit',
        entityId: id,
        action: 'update',
        before,
        after: values,
      });
      return { id };
    });
  }),

  /** Bulk Edit's Save All: one transaction, so every row is saved or none is. */
  bulkUpdate: manageProcedure.input(bulkRoomUpdateSchema).mutation(async ({ ctx, input }) => {
    // Validate every row first, so the message can say which row is wrong and why.
    const rows = input.rooms.map((row, index) => {
      const parsed = roomUpdateSchema.safeParse(row);
      if (parsed.success) return parsed.data;
      const label = typeof row.name === 'string' && row.name.trim() ? ` (${row.name.trim()})` : '';
      throw new AppError(
        'INVALID_ROW',
        `Row ${index + 1}${label}: ${parsed.error.issues[0]?.message}`,
      );
    });
    await ctx.db.transaction(async (tx) => {
      for (const [index, { id, ...fields }] of rows.entries()) {
        const values = roomValues(fields);
        const before = await findRoom(tx, id);
        if (!before) {
          throw new AppError(
            'NOT_FOUND',
            `Row ${index + 1} (${fields.name}): this room no longer exists.`,
          );
        }
        await updateRoom(tx, id, values);
        await recordAudit(tx, {
          actorId: ctx.user.id,
          entity: 'unit',
          entityId: id,
          action: 'update',
          before,
          after: values,
        });
      }
    });
    return { updated: rows.length };
  }),
});
