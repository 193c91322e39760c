/** Half of a surrogate pair without its other half (matched by UTF-16 code unit, no `u` flag). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a string anywhere in the value (object keys included) holds U+0000 or half of a UTF-16
 * surrogate pair. PostgreSQL can store neither (text refuses NUL, the audit log's jsonb a lone
 * surrogate), so such input is refused up front instead of failing in the database.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function containsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000') || LONE_SURROGATE.test(current)) return true;
      continue;
    }
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (current instanceof Map) {
      for (const entry of current) pending.push(...entry);
    } else if (Array.isArray(current) || current instanceof Set) {
      for (const item of current) pending.push(item);
    } else {
      for (const entry of Object.entries(current)) pending.push(...entry);
    }
  }
  return false;
}
