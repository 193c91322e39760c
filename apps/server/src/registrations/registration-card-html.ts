import { CARD_TEXT, type CardLanguage } from '@zamalek/domain/registrations/card-text';
import { escapeHtml } from '../html/escape-html';
import { cairoFontFaces } from '../receipts/receipt-html';
import type { RegistrationCardDocument } from './registration-card-document';

const STYLE = `
  @page { size: A4; }
  body { margin: 0; color: #1f2937; font: 12px/1.5 'Cairo', 'DejaVu Sans', Arial, sans-serif; font-feature-settings: "rlig" 0; }
  section { padding: 8px; break-after: page; }
  section:last-child { break-after: auto; }
  header { border-bottom: 1px solid #d1d5db; padding-bottom: 8px; margin-bottom: 12px; display: flex; justify-content: space-between; align-items: baseline; gap: 8px; }
  h1 { font-size: 20px; margin: 0; color: #1e3a5f; }
  h2 { font-size: 15px; margin: 0; }
  h3 { font-size: 13px; margin: 14px 0 6px; }
  dl { display: grid; grid-template-columns: repeat(4, auto); gap: 4px 16px; margin: 0 0 8px; }
  dl.guest { grid-template-columns: repeat(2, auto); }
  dt { color: #6b7280; font-size: 11px; }
  dd { margin: 0; min-height: 1.5em; }
  .rules { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
  .rules div { white-space: pre-wrap; border: 1px solid #e5e7eb; border-radius: 4px; padding: 6px 8px; }
  .rules h4 { margin: 0 0 4px; font-size: 11px; color: #6b7280; }
  .signature { margin-top: 16px; border-top: 1px solid #d1d5db; padding-top: 8px; }
  .signature img { display: block; max-width: 320px; max-height: 120px; border-bottom: 1px solid #9ca3af; }
  .unsigned { font-size: 14px; font-weight: 700; color: #b91c1c; }
  .blank { height: 80px; width: 320px; border-bottom: 1px solid #9ca3af; }
`;

/** A value isolated left to right inside an Arabic page (a date, a number, a reference). */
const ltr = (value: string | null) => (value ? `<bdi dir="ltr">${escapeHtml(value)}</bdi>` : '');
const words = (value: string | null) => (value ? `<bdi>${escapeHtml(value)}</bdi>` : '');
const field = (label: string, value: string) =>
  `<div><dt>${escapeHtml(label)}</dt><dd>${value}</dd></div>`;

type Guest = RegistrationCardDocument['guests'][number];

function guestSection(
  document: RegistrationCardDocument,
  guest: Guest,
  language: CardLanguage,
): string {
  const text = CARD_TEXT[language];
  const { stay } = document;
  const property = (language === 'ar' && stay.propertyNameAr) || stay.propertyName;
  const registration = guest.registration;
  const rules = guest.rules;
  const rulesBlock = rules
    ? `<h3>${escapeHtml(rules.signed ? text.rulesSigned(rules.version) : text.rulesInForce(rules.version))}</h3>
<div class="rules">
<div dir="ltr" lang="en"><h4>${escapeHtml(text.english)}</h4>${escapeHtml(rules.textEn) || escapeHtml(CARD_TEXT.en.noRules)}</div>
<div dir="rtl" lang="ar"><h4>${escapeHtml(text.arabic)}</h4>${escapeHtml(rules.textAr) || escapeHtml(CARD_TEXT.ar.noRules)}</div>
</div>`
    : `<p>${escapeHtml(text.noRules)}</p>`;
  const signature = guest.signedAt
    ? `<div class="signature"><h3>${escapeHtml(text.signature)}</h3>${
        guest.signature
          ? `<img alt="${escapeHtml(text.signature)}" src="${escapeHtml(guest.signature)}">`
          : ''
      }<p>${escapeHtml(text.signed)} ${ltr(guest.signedAt)} · ${escapeHtml(text.signedVia[guest.signedVia])}</p></div>`
    : `<div class="signature"><h3>${escapeHtml(text.signature)}</h3><p class="unsigned">${escapeHtml(text.notSigned)}</p><div class="blank"></div></div>`;
  const idType = registration?.idType ? text.idTypes[registration.idType] : null;
  return `<section>
<header>
<h1><bdi>${escapeHtml(property)}</bdi></h1>
<h2>${escapeHtml(text.heading)} · ${escapeHtml(text.guest(guest.guestNo, document.guests.length))}${
    guest.adult ? '' : ` · ${escapeHtml(text.child)}`
  }</h2>
</header>
<dl>${[
    field(text.bookingReference, ltr(stay.bookingReference)),
    field(text.room, words(stay.room)),
    field(text.arrival, ltr(stay.checkIn)),
    field(text.departure, ltr(stay.checkOut)),
  ].join('')}</dl>
${registration ? '' : `<p>${escapeHtml(text.notRegistered)}</p>`}
<dl class="guest">${[
    field(text.fullName, words(registration?.fullName ?? guest.bookedName)),
    field(text.nationality, words(registration?.nationality ?? null)),
    field(text.dateOfBirth, ltr(registration?.dateOfBirth ?? null)),
    field(text.idType, words(idType)),
    field(text.idNumber, ltr(registration?.idNumber ?? null)),
    field(text.idExpiry, ltr(registration?.idExpiry ?? null)),
    field(text.residenceCountry, words(registration?.residenceCountry ?? null)),
  ].join('')}</dl>
${rulesBlock}
${signature}
</section>`;
}

/**
 * A stay's registration card as a standalone page for Chromium to print: one A4 page per guest,
 * in the card's language and direction, the house rules in both languages.
 */
export function registrationCardHtml(document: RegistrationCardDocument, language: CardLanguage) {
  const text = CARD_TEXT[language];
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(text.heading)}</title>
<style>${cairoFontFaces()}${STYLE}</style>
</head>
<body>
${document.guests.map((guest) => guestSection(document, guest, language)).join('\n')}
</body>
</html>
`;
}
