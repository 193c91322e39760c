import { isRecord } from '@zamalek/domain/type-guards';

/**
 * The rows `db.execute(sql…)` answers, as either driver gives them (node-postgres a result with
 * `rows`, PGlite the rows themselves): each a record of its columns, read with checks.
 */
export function executedRows(result: unknown): Record<string, unknown>[] {
  const rows: unknown[] = Array.isArray(result)
    ? result
    : isRecord(result) && Array.isArray(result.rows)
      ? result.rows
      : [];
  return rows.filter(isRecord);
}
