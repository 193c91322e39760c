import type { OutgoingMail } from '@zamalek/db/queries/notifications';
import { formatLongDate, type IsoDate } from '@zamalek/domain/dates';
import { page, rows } from './templates';

interface OwnerUseFacts {
  propertyName: string;
  landlordName: string;
  roomName: string;
  from: IsoDate;
  to: IsoDate;
  note: string;
}

function factRows(facts: OwnerUseFacts) {
  return rows([
    ['Landlord', facts.landlordName],
    ['Room', facts.roomName],
    ['First night', formatLongDate(facts.from)],
    ['Leaving', formatLongDate(facts.to)],
    ...(facts.note ? [['Note', facts.note] satisfies [string, string]] : []),
  ]);
}

/** Admins and managers hear of a landlord's request for their own room. */
export function ownerUseRequestedMail(recipient: string, facts: OwnerUseFacts): OutgoingMail {
  const intro = `${facts.landlordName} asks to use their room at ${facts.propertyName}.`;
  const table = factRows(facts);
  const outro =
    'Open Rooms in the back office to approve it (the room is then blocked) or decline it.';
  return {
    kind: 'staff-owner-use-request',
    recipient,
    subject: `Owner-use request: ${facts.roomName}, ${formatLongDate(facts.from)}`,
    textBody: `${intro}\n\n${table.text}\n\n${outro}\n`,
    htmlBody: page('Owner-use request', intro, table.html, outro),
  };
}

/** The landlord hears what became of their request. */
export function ownerUseDecidedMail(
  recipient: string,
  facts: OwnerUseFacts,
  approved: boolean,
): OutgoingMail {
  const intro = approved
    ? `Your room is kept for you at ${facts.propertyName} on these nights.`
    : `Your request to use your room at ${facts.propertyName} on these nights was declined. Please contact the management.`;
  const table = factRows(facts);
  const outro = 'Your own pages show your rooms and requests.';
  const title = approved ? 'Owner-use nights approved' : 'Owner-use nights declined';
  return {
    kind: 'owner-use-decided',
    recipient,
    subject: `${title}: ${facts.roomName}, ${formatLongDate(facts.from)}`,
    textBody: `${intro}\n\n${table.text}\n\n${outro}\n`,
    htmlBody: page(title, intro, table.html, outro),
  };
}
