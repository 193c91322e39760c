import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

const FORMULA_START = /^[=+\-@\t\r]/;
const PHONE_NUMBER = /^\+[\d\s()-]+$/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Cells a spreadsheet would run as formulas get a leading apostrophe (guest names and sources
 * come from the public form and channels); phone numbers such as "+20 100 123 4567" and plain
 * numbers such as "-12.50" cannot be formulas and stay as they are.
 */
function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) && !PHONE_NUMBER.test(value) && !PLAIN_NUMBER.test(value)
    ? `'${value}`
    : value;
}

/**
 * A CSV file as every export writes it: csv-stringify's quoting, a UTF-8 BOM (so spreadsheets
 * read Arabic names), CRLF lines and formula-like cells neutralised.
 */
export function csvDocument(records: readonly (readonly string[])[]): string {
  return stringify(
    records.map((record) => [...record]),
    { bom: true, record_delimiter: 'windows', cast: { string: neutraliseFormula } },
  );
}

/** Sends a CSV file as a download under `fileName` (ASCII), never cached. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
