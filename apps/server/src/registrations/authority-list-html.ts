import { escapeHtml } from '../html/escape-html';
import { cairoFontFaces } from '../receipts/receipt-html';

const STYLE = `
  @page { size: A4 landscape; }
  body { margin: 0; color: #1f2937; font: 10px/1.4 'Cairo', 'DejaVu Sans', Arial, sans-serif; font-feature-settings: "rlig" 0; }
  header { border-bottom: 1px solid #d1d5db; padding-bottom: 6px; margin-bottom: 10px; }
  h1 { font-size: 18px; margin: 0; color: #1e3a5f; }
  h2 { font-size: 13px; margin: 2px 0 0; }
  p { margin: 2px 0; color: #4b5563; }
  table { width: 100%; border-collapse: collapse; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
  th { color: #6b7280; font-weight: normal; text-align: start; vertical-align: bottom; border-bottom: 1px solid #9ca3af; padding: 2px 4px; }
  td { padding: 3px 4px; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
`;

export interface AuthorityListPage {
  propertyName: string;
  from: string;
  to: string;
  foreignersOnly: boolean;
  generatedAt: string;
  header: string[];
  records: string[][];
}

/** The list for the authorities as a landscape A4 table for Chromium to print. */
export function authorityListHtml(list: AuthorityListPage): string {
  const scope = list.foreignersOnly ? 'Foreigners only' : 'All guests';
  const cells = (row: string[], tag: 'th' | 'td') =>
    row.map((cell) => `<${tag}><bdi>${escapeHtml(cell)}</bdi></${tag}>`).join('');
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<title>Registered guests</title>
<style>${cairoFontFaces()}${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(list.propertyName)}</h1>
<h2>Registered guests ${escapeHtml(list.from)} to ${escapeHtml(list.to)} (not included) · ${scope}</h2>
<p>${list.records.length} guest(s) · Generated ${escapeHtml(list.generatedAt)}</p>
</header>
<table>
<thead><tr>${cells(list.header, 'th')}</tr></thead>
<tbody>
${list.records.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('\n')}
</tbody>
</table>
</body>
</html>
`;
}
