import type { OutgoingMail } from '@zamalek/db/queries/notifications';
import { formatLongDate, type IsoDate } from '@zamalek/domain/dates';
import { formatMoney } from '@zamalek/domain/money';

export interface ReservationSummary {
  bookingReference: string;
  suiteName: string;
  unitType: string | null;
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
  guestNames: string[];
  adults: number;
  children: number;
  totalCents: number | null;
  source: string;
  notes: string | null;
  nationality: string | null;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function rows(pairs: Array<[string, string]>) {
  return {
    text: pairs.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: `<table cellpadding="6" style="border-collapse:collapse">${pairs
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="color:#475569">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
  };
}

function stayPairs(stay: ReservationSummary): Array<[string, string]> {
  return [
    ['Booking reference', stay.bookingReference],
    ['Suite', stay.unitType ? `${stay.suiteName} (${stay.unitType})` : stay.suiteName],
    ['Check-in', formatLongDate(stay.checkIn)],
    ['Check-out', formatLongDate(stay.checkOut)],
    ['Nights', String(stay.nights)],
    [
      'Guests',
      `${stay.adults} adult${stay.adults === 1 ? '' : 's'}${stay.children > 0 ? `, ${stay.children} child${stay.children === 1 ? '' : 'ren'}` : ''}`,
    ],
    ['Total', stay.totalCents === null ? '-' : formatMoney(stay.totalCents)],
  ];
}

function page(title: string, intro: string, table: string, outro: string) {
  return `<!doctype html><html><body style="font-family:Georgia,serif;color:#0f172a;max-width:560px">
<h1 style="font-size:22px">${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p>${table}<p>${escapeHtml(outro)}</p>
<p style="color:#64748b">Zamalek Suites · Zamalek, Cairo</p></body></html>`;
}

export function guestConfirmationMail(recipient: string, stay: ReservationSummary): OutgoingMail {
  const guest = stay.guestNames[0] ?? 'Guest';
  const intro = `Dear ${guest}, thank you for booking with Zamalek Suites. Your stay is confirmed.`;
  const outro =
    'We will send your check-in instructions 24 hours before arrival. Our concierge is happy to help with anything you need before then — simply reply to this e-mail.';
  const table = rows(stayPairs(stay));
  return {
    kind: 'guest-confirmation',
    recipient,
    subject: `Your stay is confirmed — ${stay.bookingReference}`,
    textBody: `${intro}\n\n${table.text}\n\n${outro}\n`,
    htmlBody: page('Booking Confirmed!', intro, table.html, outro),
  };
}

export function staffNewReservationMail(recipient: string, stay: ReservationSummary): OutgoingMail {
  const intro = `A new reservation was made (${stay.source}).`;
  const table = rows([
    ...stayPairs(stay),
    ['Guest names', stay.guestNames.join(', ')],
    ['Nationality', stay.nationality ?? 'N/A'],
    ['Source', stay.source],
    ['Notes', stay.notes ?? '-'],
  ]);
  const outro = 'Open the back office to see the full reservation.';
  return {
    kind: 'staff-new-reservation',
    recipient,
    subject: `New reservation ${stay.bookingReference}: ${stay.suiteName}, ${formatLongDate(stay.checkIn)}`,
    textBody: `${intro}\n\n${table.text}\n\n${outro}\n`,
    htmlBody: page('New reservation', intro, table.html, outro),
  };
}
