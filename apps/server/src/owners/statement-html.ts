import type {
  StatementBalanceLine,
  StatementLayout,
  StatementTable,
} from '@zamalek/domain/owners/statement-layout';
import { escapeHtml } from '../html/escape-html';
import { cairoFontFaces } from '../receipts/receipt-html';

const STYLE = `
  @page { size: A4; }
  body { margin: 0; color: #1f2937; font: 12px/1.5 'Cairo', 'DejaVu Sans', Arial, sans-serif; font-feature-settings: "rlig" 0; }
  article { margin: 0 auto; padding: 8px; }
  header { border-bottom: 1px solid #d1d5db; padding-bottom: 10px; margin-bottom: 14px; }
  h1 { font-size: 20px; margin: 0 0 2px; color: #1e3a5f; }
  h2 { font-size: 16px; margin: 0; }
  h3 { font-size: 13px; margin: 16px 0 6px; }
  dl { display: grid; grid-template-columns: repeat(4, auto); gap: 4px 16px; margin: 0 0 8px; }
  dt { color: #6b7280; font-size: 11px; }
  dd { margin: 0; }
  table { width: 100%; border-collapse: collapse; }
  th { color: #6b7280; font-size: 10px; font-weight: normal; text-align: start; vertical-align: bottom; border-bottom: 1px solid #d1d5db; padding: 2px 4px; }
  td { padding: 3px 4px; border-bottom: 1px solid #e5e7eb; }
  td.figure, th.figure { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
  tfoot td { border-top: 1px solid #9ca3af; border-bottom: 0; font-weight: 600; }
  .balance td:first-child { width: 70%; }
  .closing td { border-top: 1px solid #9ca3af; border-bottom: 0; font-size: 14px; font-weight: 700; }
  .detail { color: #4b5563; }
`;

/** A figure, isolated left to right inside an Arabic page. */
const figure = (value: string) => (value ? `<bdi dir="ltr">${escapeHtml(value)}</bdi>` : '');

function table({ caption, columns, rows, total }: StatementTable): string {
  const cells = (row: string[], tag: 'td' | 'th') =>
    row
      .map((cell, index) =>
        index === 0
          ? `<${tag}><bdi>${escapeHtml(cell)}</bdi></${tag}>`
          : `<${tag} class="figure">${tag === 'th' ? escapeHtml(cell) : figure(cell)}</${tag}>`,
      )
      .join('');
  return `<h3>${escapeHtml(caption)}</h3>
<table>
<thead><tr>${cells(columns, 'th')}</tr></thead>
<tbody>
${rows.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('\n')}
</tbody>
${total ? `<tfoot><tr>${cells(total, 'td')}</tr></tfoot>` : ''}
</table>`;
}

const balanceRow = (line: StatementBalanceLine, className = '') =>
  `<tr${className ? ` class="${className}"` : ''}><td>${escapeHtml(line.label)}${
    line.detail ? ` <span class="detail"><bdi>${escapeHtml(line.detail)}</bdi></span>` : ''
  }</td><td class="figure">${figure(line.value)}</td></tr>`;

/**
 * A landlord's statement as a standalone A4 page in its language and direction: the HTML body of
 * the mail that carries it and, with its typeface inlined (`forPrint`), what Chromium prints to
 * its PDF.
 */
export function statementHtml(layout: StatementLayout, { forPrint }: { forPrint: boolean }) {
  const fonts = forPrint ? cairoFontFaces() : '';
  return `<!doctype html>
<html lang="${layout.language}" dir="${layout.dir}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(layout.heading)}</title>
<style>${fonts}${STYLE}</style>
</head>
<body>
<article>
<header>
<h1><bdi>${escapeHtml(layout.property)}</bdi></h1>
<h2>${escapeHtml(layout.heading)}</h2>
</header>
<dl>${layout.fields
    .map(
      (field) =>
        `<div><dt>${escapeHtml(field.label)}</dt><dd>${
          field.ltr ? figure(field.value) : `<bdi>${escapeHtml(field.value)}</bdi>`
        }</dd></div>`,
    )
    .join('')}</dl>
${table(layout.rooms)}
${layout.adjustments ? table(layout.adjustments) : ''}
<h3>${escapeHtml(layout.balanceCaption)}</h3>
<table class="balance">
<tbody>
${layout.balance.map((line) => balanceRow(line)).join('\n')}
${balanceRow(layout.closing, 'closing')}
</tbody>
</table>
</article>
</body>
</html>
`;
}
