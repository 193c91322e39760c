/** Type guards for values whose type the compiler cannot see: they check, where a cast would assume. */

/** Whether `value` is one of `values` (a list of literals such as a `const` tuple). */
export function isOneOf<const T>(values: readonly T[], value: unknown): value is T {
  return values.some((candidate) => candidate === value);
}

/** Whether `value` is an object whose properties can be read by name (parsed JSON, say). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The own keys of a record whose keys are exactly its type's (a `const` table, a row), typed:
 * `Object.keys` answers `string[]`.
 */
export function keysOf<T extends object>(record: T): Array<keyof T & string> {
  return Object.keys(record).filter((key): key is keyof T & string => Object.hasOwn(record, key));
}
