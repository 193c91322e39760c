/**
 * Whether a string anywhere in the value (object keys included) holds U+0000. PostgreSQL text
 * cannot store it, so such input is refused up front instead of failing in the database.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function containsNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
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
