import fs from 'node:fs';
import type { Download } from '@playwright/test';

/** RFC 4180 records of a CSV text (quoted fields, doubled quotes, CRLF or LF lines). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (char !== '\r') field += char;
  }
  if (field || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A downloaded CSV file's records, after checking its UTF-8 byte order mark. */
export async function downloadedCsv(download: Download): Promise<string[][]> {
  const bytes = fs.readFileSync(await download.path());
  if (bytes[0] !== 0xef || bytes[1] !== 0xbb || bytes[2] !== 0xbf) {
    throw new Error('the CSV has no UTF-8 byte order mark');
  }
  return parseCsv(bytes.subarray(3).toString('utf8'));
}
