/** CSV text for exports: RFC 4180 quoting, CRLF lines, and a UTF-8 BOM so Excel reads Arabic names. */

export const CSV_BOM = '\uFEFF';

/** Plain numbers and phone numbers ("+20 1001234567", "-12.5") are not formulas worth escaping. */
const NUMBER_OR_PHONE = /^[+-]?[\d\s().-]+$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell. A text a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets
 * a leading apostrophe, since guest names come from the public booking form; then the cell is
 * quoted when it holds a comma, a quote or a line break.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !NUMBER_OR_PHONE.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(',');
}

/** The whole file: BOM, then one CRLF-terminated line per row (the header first). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return CSV_BOM + rows.map((row) => `${csvLine(row)}\r\n`).join('');
}
