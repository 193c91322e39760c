import type { Db } from '@zamalek/db/client';
import { type BulkUnitUpdate, unitUpdateSchema } from '@zamalek/domain/units';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { saveUnit } from './update';

/** Bulk Edit's Save All: one transaction, so every row is saved or none is. */
export async function bulkUpdateUnits(db: Db, actor: Actor, input: BulkUnitUpdate) {
  // Validate every row first, so the message can say which row is wrong and why.
  const rows = input.rooms.map((row, index) => {
    const parsed = unitUpdateSchema.safeParse(row);
    if (parsed.success) return parsed.data;
    const label = typeof row.name === 'string' && row.name.trim() ? ` (${row.name.trim()})` : '';
    throw new AppError(
      'INVALID_ROW',
      `Row ${index + 1}${label}: ${parsed.error.issues[0]?.message}`,
    );
  });
  await db.transaction(async (tx) => {
    for (const [index, row] of rows.entries()) {
      await saveUnit(tx, actor, row, `Row ${index + 1} (${row.name}): this room no longer exists.`);
    }
  });
  return { updated: rows.length };
}
