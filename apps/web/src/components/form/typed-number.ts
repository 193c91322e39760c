/**
 * `setValueAs` for a number typed in a text or number input: blank is `blank`, anything else
 * `Number(text)` (NaN when it is no number, for the schema to refuse in its own words). A value
 * that is already a number or null (a default, a reset) stays as it is.
 */
export function typedNumber(blank: number | null) {
  return (value: unknown): number | null => {
    if (typeof value === 'number' || value === null) return value;
    const text = String(value ?? '').trim();
    return text === '' ? blank : Number(text);
  };
}
