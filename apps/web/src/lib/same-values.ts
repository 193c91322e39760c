import { isRecord } from '@zamalek/domain/type-guards';
/**
 * Whether a form's values equal its starting values (a pristine form closes without asking).
 * Plain data only: objects compared key by key, arrays item by item, everything else with
 * Object.is; an undefined property counts as absent.
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValues(item, b[index]));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValues(a[key], b[key]));
}
