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
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return [...keys].every((key) => sameValues(left[key], right[key]));
}
