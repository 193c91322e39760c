import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ReceiptField, ReceiptLayout } from '@zamalek/domain/ledger/receipt-layout';
import { escapeHtml } from '../html/escape-html';

/** A value, isolated left to right where it is a number, a date or a reference. */
const value = (field: ReceiptField) =>
  field.ltr ? `<bdi dir="ltr">${escapeHtml(field.value)}</bdi>` : escapeHtml(field.value);

const figure = (field: ReceiptField) =>
  `<div><dt>${escapeHtml(field.label)}</dt><dd>${value(field)}</dd></div>`;

const STYLE = `
  /*
   * Cairo's "rlig" joins pairs such as ضر and يب into one glyph that PDF readers copy out
   * backwards; without it the letters still join (lam-alef too), and each copies out as itself.
   */
  body { margin: 0; color: #1f2937; font: 14px/1.5 'Cairo', 'DejaVu Sans', Arial, sans-serif; font-feature-settings: "rlig" 0; }
  article { max-width: 640px; margin: 0 auto; padding: 24px; }
  header { border-bottom: 1px solid #d1d5db; padding-bottom: 12px; margin-bottom: 16px; }
  h1 { font-size: 22px; margin: 0 0 4px; color: #1e3a5f; }
  h2 { font-size: 18px; margin: 0; }
  p { margin: 2px 0; }
  .title { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; flex-wrap: wrap; margin-bottom: 16px; }
  dl { display: grid; grid-template-columns: 1fr 1fr; gap: 8px 16px; margin: 0 0 16px; }
  dt { color: #6b7280; font-size: 12px; }
  dd { margin: 0; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 16px; }
  th { color: #6b7280; font-size: 12px; font-weight: normal; text-align: start; border-bottom: 1px solid #d1d5db; }
  td { padding: 4px 0; border-bottom: 1px solid #e5e7eb; }
  td.amount, th.amount { text-align: end; font-variant-numeric: tabular-nums; }
  tfoot td { border-bottom: 0; }
  tfoot tr:first-child td { border-top: 1px solid #9ca3af; font-weight: 600; }
  .paid { background: #f3f4f6; border-radius: 6px; padding: 12px; }
  .amount-due { font-size: 18px; font-weight: 600; }
`;

const require = createRequire(import.meta.url);

/** The subsets of Cairo a receipt prints with, and the characters each covers. */
const CAIRO_SUBSETS = {
  arabic: 'U+0600-06FF, U+0750-077F, U+08A0-08FF, U+200C-200E, U+FB50-FDFF, U+FE70-FEFF',
  latin: 'U+0000-00FF, U+0131, U+0152-0153, U+2000-206F, U+20AC, U+2122, U+2212',
} as const;

let cairoFaces: string | undefined;

/**
 * Cairo, regular and bold, in Arabic and Latin, inlined so that Chromium prints a document with
 * no network and whatever fonts the machine has. Each of its shaped Arabic letters is a Unicode
 * presentation form, so the PDF's text can be searched and copied (faces with contextual
 * alternates outside Unicode, such as Noto Naskh, print well but copy out with letters missing).
 */
export function cairoFontFaces(): string {
  cairoFaces ??= Object.entries(CAIRO_SUBSETS)
    .flatMap(([subset, range]) =>
      [400, 700].map((weight) => {
        const file = require.resolve(
          `@fontsource/cairo/files/cairo-${subset}-${weight}-normal.woff2`,
        );
        const data = readFileSync(file).toString('base64');
        return `@font-face { font-family: 'Cairo'; font-weight: ${weight}; src: url(data:font/woff2;base64,${data}) format('woff2'); unicode-range: ${range}; }`;
      }),
    )
    .join('\n');
  return cairoFaces;
}

/**
 * A receipt as a standalone HTML page, in its language and direction: the body of the mail that
 * carries it and, with its typeface inlined (`forPrint`), what Chromium prints to its PDF.
 */
export function receiptHtml(layout: ReceiptLayout, { forPrint }: { forPrint: boolean }): string {
  const { issuer } = layout;
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
<h1><bdi>${escapeHtml(issuer.name)}</bdi></h1>
${issuer.address ? `<p><bdi>${escapeHtml(issuer.address)}</bdi></p>` : ''}
${issuer.phone ? `<p><bdi dir="ltr">${escapeHtml(issuer.phone)}</bdi></p>` : ''}
${issuer.taxNumber ? `<p>${escapeHtml(issuer.taxNumber.label)}: ${value(issuer.taxNumber)}</p>` : ''}
</header>
<div class="title">
<h2>${escapeHtml(layout.title)}</h2>
<p>${escapeHtml(layout.number.label)} ${value(layout.number)} · ${escapeHtml(layout.issued.label)} ${value(layout.issued)}</p>
</div>
<dl>${layout.parties.map(figure).join('')}</dl>
<table>
<thead><tr><th>${escapeHtml(layout.chargesCaption)}</th><th class="amount"></th></tr></thead>
<tbody>
${layout.charges
  .map(
    (charge) =>
      `<tr><td>${escapeHtml(charge.label)}</td><td class="amount"><bdi dir="ltr">${escapeHtml(charge.amount)}</bdi></td></tr>`,
  )
  .join('\n')}
</tbody>
<tfoot>
<tr><td>${escapeHtml(layout.chargesTotal.label)}</td><td class="amount">${value(layout.chargesTotal)}</td></tr>
<tr><td>${escapeHtml(layout.taxes.label)}</td><td class="amount">${value(layout.taxes)}</td></tr>
</tfoot>
</table>
<dl class="paid">
<div><dt>${escapeHtml(layout.amount.label)}</dt><dd class="amount-due">${value(layout.amount)}</dd></div>
${
  layout.method
    ? `<div><dt>${escapeHtml(layout.method.label)}</dt><dd>${escapeHtml(layout.method.value)}${
        layout.method.tendered
          ? ` · ${escapeHtml(layout.method.tendered.label)} ${value(layout.method.tendered)}`
          : ''
      }</dd></div>`
    : ''
}
${layout.corrects.map(figure).join('')}
${figure(layout.paidSoFar)}
${figure(layout.balance)}
</dl>
</article>
</body>
</html>
`;
}
