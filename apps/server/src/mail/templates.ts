import type { OutgoingMail } from '@zamalek/db/queries/notifications';
import type { DigestFacts, DigestStay } from '@zamalek/db/queries/scheduled-work';
import { formatLongDate, type IsoDate } from '@zamalek/domain/dates';
import {
  formatGuestDate,
  formatGuestMoney,
  GUEST_MAIL_MESSAGES,
  type GuestLanguage,
} from '@zamalek/domain/guest-language';
import { locationAddress } from '@zamalek/domain/locations';
import { formatMoney } from '@zamalek/domain/money';
import type { QuoteBreakdown } from '@zamalek/domain/pricing/lines';
import { ROOM_STATUS_LABELS } from '@zamalek/domain/room-status';
import { type PublicPropertyInfo, whatsappLink } from '@zamalek/domain/settings';
import { escapeHtml } from '../html/escape-html';
import { priceLinePairs } from './price-lines';
import { registrationLinkBlock } from './registration-link-mails';

export interface ReservationSummary {
  bookingReference: string;
  /** The room's internal name, for staff. */
  suiteName: string;
  /** What the guest knows the suite as (its public name, in their language). */
  publicSuiteName: string;
  unitType: string | null;
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
  guestNames: string[];
  adults: number;
  children: number;
  totalCents: number | null;
  /** The quote's lines, shown above the total (none for a stay priced before quotes). */
  breakdown?: QuoteBreakdown | null;
  source: string;
  notes: string | null;
  nationality: string | null;
  /** The language the guest booked in: their e-mails are written in it. */
  language: GuestLanguage;
}

/** A guest's date: the house format in English, Intl's long date in Arabic. */
function guestDate(date: IsoDate, language: GuestLanguage): string {
  return language === 'en' ? formatLongDate(date) : formatGuestDate(date, language);
}

export function rows(pairs: Array<[string, string]>, language: GuestLanguage = 'en') {
  const align = language === 'ar' ? 'right' : 'left';
  return {
    text: pairs.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: `<table cellpadding="6" style="border-collapse:collapse">${pairs
      .map(
        ([label, value]) =>
          `<tr><th align="${align}" style="color:#475569">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
  };
}

/** A staff mail's stay: the room by its internal name. */
type StaffStaySummary = Omit<ReservationSummary, 'language' | 'publicSuiteName'>;

/** The stay's facts; staff mails are always in English and name the room, guests' the suite. */
function stayPairs(
  stay: StaffStaySummary | ReservationSummary,
  language: GuestLanguage = 'en',
): Array<[string, string]> {
  const m = GUEST_MAIL_MESSAGES[language];
  const guests = [
    m.adultCount(stay.adults),
    ...(stay.children > 0 ? [m.childCount(stay.children)] : []),
  ];
  return [
    [m.bookingReference, stay.bookingReference],
    [
      m.suite,
      'publicSuiteName' in stay
        ? stay.publicSuiteName
        : stay.unitType
          ? `${stay.suiteName} (${stay.unitType})`
          : stay.suiteName,
    ],
    [m.checkIn, guestDate(stay.checkIn, language)],
    [m.checkOut, guestDate(stay.checkOut, language)],
    [m.nights, language === 'en' ? String(stay.nights) : m.nightCount(stay.nights)],
    [m.guests, guests.join(language === 'ar' ? '، ' : ', ')],
    ...(stay.breakdown ? priceLinePairs(stay.breakdown, language) : []),
    [
      m.total,
      stay.totalCents === null
        ? '-'
        : language === 'en'
          ? formatMoney(stay.totalCents)
          : formatGuestMoney(stay.totalCents, language),
    ],
  ];
}

/** Opens a mail's HTML in the language's direction. */
function openHtml(language: GuestLanguage): string {
  const { dir } = GUEST_MAIL_MESSAGES[language];
  return `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:Georgia,serif;color:#0f172a;max-width:560px">`;
}

export function page(
  title: string,
  intro: string,
  table: string,
  outro: string,
  language: GuestLanguage = 'en',
) {
  return `${openHtml(language)}
<h1 style="font-size:22px">${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p>${table}<p>${escapeHtml(outro)}</p>
<p style="color:#64748b">${escapeHtml(GUEST_MAIL_MESSAGES[language].signature)}</p></body></html>`;
}

/** A row for a text the operator may leave empty: none when it is. */
function rowIf(label: string, value: string | null | undefined): Array<[string, string]> {
  return value ? [[label, value]] : [];
}

/** The property's times, policies and contact for the guest; the operator's texts as written. */
function propertyParts(property: PublicPropertyInfo, language: GuestLanguage) {
  const m = GUEST_MAIL_MESSAGES[language];
  const whatsapp = whatsappLink(property.whatsapp);
  const contact: Array<[string, string]> = [
    [m.checkInTime, property.checkInTime],
    [m.checkOutTime, property.checkOutTime],
    ...rowIf(m.phone, property.phone),
    ...rowIf(m.contactEmail, property.contactEmail),
    ...rowIf(m.whatsapp, whatsapp),
  ];
  const policies: Array<[string, string]> = [
    ...rowIf(m.cancellationPolicy, property.cancellationPolicy),
    ...rowIf(m.houseRules, property.houseRules),
  ];
  const table = rows(contact, language);
  return {
    text: [table.text, ...policies.map(([label, body]) => `${label}:\n${body}`)].join('\n\n'),
    html:
      table.html +
      policies
        .map(
          ([label, body]) =>
            `<h2 style="font-size:16px">${escapeHtml(label)}</h2>${paragraphs(body)}`,
        )
        .join(''),
  };
}

export function guestConfirmationMail(
  recipient: string,
  stay: ReservationSummary,
  property: PublicPropertyInfo,
): OutgoingMail {
  const { language } = stay;
  const m = GUEST_MAIL_MESSAGES[language];
  const guest = stay.guestNames[0] ?? m.guestFallback;
  const intro = m.confirmedIntro(guest);
  const outro = m.confirmedOutro;
  const table = rows(stayPairs(stay, language), language);
  const extra = propertyParts(property, language);
  return {
    kind: 'guest-confirmation',
    recipient,
    subject: m.confirmedSubject(stay.bookingReference),
    textBody: `${intro}\n\n${table.text}\n\n${extra.text}\n\n${outro}\n`,
    htmlBody: page(m.confirmedTitle, intro, table.html + extra.html, outro, language),
  };
}

export function staffNewReservationMail(recipient: string, stay: StaffStaySummary): OutgoingMail {
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

/** The property's details as the Settings page keeps them. */
interface PropertyDetailsForMail {
  propertyName: string;
  address: string;
  /** The address for guests reading Arabic (null: they get `address`). */
  addressAr: string | null;
  phone: string;
  checkInTime: string;
  checkOutTime: string;
  preArrivalInstructions: string;
}

/** Escaped text with its line breaks kept. */
function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The property's name, address (in the guest's language) and phone, under the mail. */
function footer(property: PropertyDetailsForMail, language: GuestLanguage): string {
  return [property.propertyName, locationAddress(property, language), property.phone]
    .filter((part) => part !== '')
    .join(' · ');
}

interface PreArrivalStay {
  bookingReference: string;
  guestNames: string[];
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
  /** The suite's public name in the guest's language, or null without a room. */
  suiteName: string | null;
  /** The language the guest booked in. */
  language: GuestLanguage;
}

/** Check-in instructions, sent the day before arrival at the check-in time. */
export function preArrivalMail(
  recipient: string,
  stay: PreArrivalStay,
  property: PropertyDetailsForMail,
  /** The stay to invite to register before arrival, when its registration is not complete. */
  registrationFor: string | null = null,
): OutgoingMail {
  const { language } = stay;
  const m = GUEST_MAIL_MESSAGES[language];
  const guest = stay.guestNames[0] ?? m.guestFallback;
  const checkIn = guestDate(stay.checkIn, language);
  const intro = m.preArrivalIntro(guest, property.propertyName, checkIn);
  const pairs: Array<[string, string]> = [
    [m.bookingReference, stay.bookingReference],
    ...rowIf(m.suite, stay.suiteName),
    [m.checkIn, m.checkInFrom(checkIn, property.checkInTime)],
    [m.checkOut, m.checkOutBy(guestDate(stay.checkOut, language), property.checkOutTime)],
    [m.nights, language === 'en' ? String(stay.nights) : m.nightCount(stay.nights)],
    ...rowIf(m.address, locationAddress(property, language)),
    ...rowIf(m.phone, property.phone),
  ];
  const table = rows(pairs, language);
  const instructions = property.preArrivalInstructions;
  const outro = m.preArrivalOutro;
  const contact = footer(property, language);
  const register = registrationFor ? registrationLinkBlock(language) : null;
  return {
    kind: 'guest-pre-arrival',
    recipient,
    subject: m.preArrivalSubject(checkIn, stay.bookingReference),
    textBody: `${intro}\n\n${table.text}\n${instructions ? `\n${instructions}\n` : ''}${register ? `\n${register.text}\n` : ''}\n${outro}\n\n${contact}\n`,
    htmlBody: `${openHtml(language)}
<h1 style="font-size:22px">${escapeHtml(m.preArrivalTitle(property.propertyName))}</h1><p>${escapeHtml(intro)}</p>${table.html}${instructions ? paragraphs(instructions) : ''}${register?.html ?? ''}<p>${escapeHtml(outro)}</p>
<p style="color:#64748b">${escapeHtml(contact)}</p></body></html>`,
    ...(registrationFor ? { registrationLinkFor: registrationFor } : {}),
  };
}

function stayLine(stay: DigestStay): string {
  return [stay.room ?? 'No room', stay.bookingReference, stay.firstGuest ?? 'Guest'].join(' · ');
}

function digestSection(title: string, lines: string[], total: number, empty: string) {
  const more = total > lines.length ? `and ${total - lines.length} more` : null;
  return {
    text: `${title} (${total})\n${lines.length === 0 ? `  ${empty}` : lines.map((line) => `  - ${line}`).join('\n')}${more ? `\n  ${more}` : ''}`,
    html: `<h2 style="font-size:16px">${escapeHtml(`${title} (${total})`)}</h2>${
      lines.length === 0
        ? `<p style="color:#64748b">${escapeHtml(empty)}</p>`
        : `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}${more ? `<li>${escapeHtml(more)}</li>` : ''}</ul>`
    }`,
  };
}

/** The morning summary for managers and admins. */
export function dailyDigestMail(
  recipient: string,
  today: IsoDate,
  facts: DigestFacts,
  property: Pick<PropertyDetailsForMail, 'propertyName'>,
): OutgoingMail {
  const intro = `${facts.arrivals.length} arrivals, ${facts.departures.length} departures and ${facts.inHouse} stays in house today.`;
  const sections = [
    digestSection(
      'Arrivals',
      facts.arrivals.map(stayLine),
      facts.arrivals.length,
      'No arrivals today.',
    ),
    digestSection(
      'Departures',
      facts.departures.map(stayLine),
      facts.departures.length,
      'No departures today.',
    ),
    {
      text: `In house: ${facts.inHouse} checked-in stays`,
      html: `<h2 style="font-size:16px">${escapeHtml(`In house: ${facts.inHouse} checked-in stays`)}</h2>`,
    },
    digestSection(
      'Rooms not ready for an arrival',
      facts.roomsNotReady.map(
        (room) =>
          `${room.unitName}: ${ROOM_STATUS_LABELS[room.roomStatus]} (${room.bookingReference})`,
      ),
      facts.roomsNotReady.length,
      'Every room an arrival expects today is ready.',
    ),
    digestSection(
      'Stays without a price',
      facts.unpriced.map(stayLine),
      facts.unpricedCount,
      'Every current and upcoming stay has a price.',
    ),
  ];
  const outro = 'Open the back office for the details.';
  return {
    kind: 'staff-daily-digest',
    recipient,
    subject: `${property.propertyName} daily digest — ${formatLongDate(today)}`,
    textBody: `${intro}\n\n${sections.map((section) => section.text).join('\n\n')}\n\n${outro}\n`,
    htmlBody: `<!doctype html><html><body style="font-family:Georgia,serif;color:#0f172a;max-width:560px">
<h1 style="font-size:22px">${escapeHtml(`Daily digest — ${formatLongDate(today)}`)}</h1><p>${escapeHtml(intro)}</p>${sections.map((section) => section.html).join('')}<p>${escapeHtml(outro)}</p></body></html>`,
  };
}

/** A channel's booking that overlaps a stay or hold here: recorded, never taken, staff decide. */
/** One e-mail per sync for the bookings a channel's calendar has on nights already taken. */
export function channelConflictMail(
  recipient: string,
  conflicts: {
    unitName: string;
    channel: string;
    stays: readonly { from: string; to: string }[];
  },
): OutgoingMail {
  const count = conflicts.stays.length;
  const bookings = count === 1 ? 'a booking' : `${count} bookings`;
  const intro = `${conflicts.channel} has ${bookings} for ${conflicts.unitName} on nights this room is already taken or blocked. ${count === 1 ? 'It was' : 'They were'} not added, and nothing here changed.`;
  const table = rows([
    ['Room', conflicts.unitName],
    ['Channel', conflicts.channel],
    ...conflicts.stays.map((stay, index): [string, string] => [
      count === 1 ? 'Nights' : `Booking ${index + 1}`,
      `${formatLongDate(stay.from)} to ${formatLongDate(stay.to)}`,
    ]),
  ]);
  const outro =
    'Open Channels in the back office to resolve them (move one of the stays, or close the dates on the channel).';
  const first = conflicts.stays[0];
  return {
    kind: 'staff-channel-conflict',
    recipient,
    subject:
      count === 1 && first
        ? `Channel conflict: ${conflicts.channel}, ${conflicts.unitName}, ${formatLongDate(first.from)}`
        : `Channel conflicts: ${conflicts.channel}, ${conflicts.unitName}, ${count} bookings`,
    textBody: `${intro}\n\n${table.text}\n\n${outro}\n`,
    htmlBody: page(
      count === 1 ? 'Channel conflict' : 'Channel conflicts',
      intro,
      table.html,
      outro,
    ),
  };
}

export function channelFeedAlertMail(
  recipient: string,
  alert: { unitName: string; channel: string; problem: string },
): OutgoingMail {
  const intro = `The ${alert.channel} calendar of ${alert.unitName} needs a look. ${alert.problem}`;
  const table = rows([
    ['Room', alert.unitName],
    ['Channel', alert.channel],
  ]);
  const outro =
    'Open Channels in the back office to see the feed. You will not be mailed again about this feed until it has synced successfully once.';
  return {
    kind: 'staff-channel-alert',
    recipient,
    subject: `Channel calendar problem: ${alert.channel}, ${alert.unitName}`,
    textBody: `${intro}\n\n${table.text}\n\n${outro}\n`,
    htmlBody: page('Channel calendar problem', intro, table.html, outro),
  };
}

/** Admins and managers, once per failure streak: the channel manager is not being updated. */
export function channexFailureMail(
  recipient: string,
  alert: { propertyName: string; problem: string; failures: number },
): OutgoingMail {
  const intro = `Availability and rates of ${alert.propertyName} are not reaching the channel manager. ${alert.problem}`;
  const table = rows([
    ['Property', alert.propertyName],
    ['Failed pushes in a row', String(alert.failures)],
  ]);
  const outro =
    'Nothing is lost: the changes wait and are sent as soon as the channel manager answers again. Open Channels in the back office to see the latest pushes. You will not be mailed again until a push has succeeded once.';
  return {
    kind: 'staff-channex-alert',
    recipient,
    subject: `Channel manager not updated: ${alert.propertyName}`,
    textBody: `${intro}\n\n${table.text}\n\n${outro}\n`,
    htmlBody: page('Channel manager not updated', intro, table.html, outro),
  };
}

/** Admins and managers: a channel booking needs a person (no room for it, or not taken). */
export function channexBookingAlertMail(
  recipient: string,
  alert: {
    propertyName: string;
    reference: string;
    channel: string;
    nights: string;
    problem: string;
  },
): OutgoingMail {
  const intro = `A ${alert.channel} booking at ${alert.propertyName} needs you. ${alert.problem}`;
  const table = rows([
    ['Booking', alert.reference],
    ['Channel', alert.channel],
    ['Nights', alert.nights],
  ]);
  const outro = 'Open Channels in the back office to see it. No stay was put on top of another.';
  return {
    kind: 'staff-channex-booking',
    recipient,
    subject: `Channel booking needs you: ${alert.reference}`,
    textBody: `${intro}\n\n${table.text}\n\n${outro}\n`,
    htmlBody: page('Channel booking needs you', intro, table.html, outro),
  };
}
