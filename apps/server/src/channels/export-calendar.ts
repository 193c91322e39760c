import { createHash } from 'node:crypto';
import type { Db } from '@zamalek/db/client';
import { exportedOccupancy, findExportByTokenHash } from '@zamalek/db/queries/channel-export';
import ical from 'ical-generator';
import { SECRET_TOKEN_PATTERN } from '../secret-token';
import { exportTokenHash } from './export-token';

/** Stable UIDs: a stay or hold keeps its UID through moves, so channels update it in place. */
export const stayUid = (id: string) => `stay-${id}@zamalek-suites`;
export const holdUid = (id: string) => `hold-${id}@zamalek-suites`;

const asUtcDate = (date: string) => new Date(`${date}T00:00:00Z`);

interface ExportedCalendar {
  body: string;
  etag: string;
  lastModified: Date;
}

/**
 * The room's calendar for the channels: each non-cancelled stay ("Reserved") and hold ("Not
 * available") as an all-day event over its nights (DTEND is the check-out day, exclusive), with
 * no personal data. Each event's DTSTAMP is its row's last change, so the same rows give the same
 * bytes and the same ETag. Null for an unknown token.
 */
export async function exportCalendar(db: Db, token: string): Promise<ExportedCalendar | null> {
  if (!SECRET_TOKEN_PATTERN.test(token)) return null;
  const unit = await findExportByTokenHash(db, { sha256: exportTokenHash(token) });
  if (!unit) return null;
  const { stays, holds } = await exportedOccupancy(db, { unitId: unit.unitId });
  const calendar = ical({
    name: unit.unitName,
    prodId: { company: 'Zamalek Suites', product: 'Channel export', language: 'EN' },
  });
  let lastModified = unit.rotatedAt;
  const add = (
    uid: string,
    row: { from: string; to: string; updatedAt: Date },
    summary: string,
  ) => {
    if (row.updatedAt > lastModified) lastModified = row.updatedAt;
    calendar.createEvent({
      id: uid,
      start: asUtcDate(row.from),
      end: asUtcDate(row.to),
      allDay: true,
      summary,
      stamp: row.updatedAt,
    });
  };
  for (const stay of stays) add(stayUid(stay.id), stay, 'Reserved');
  for (const hold of holds) add(holdUid(hold.id), hold, 'Not available');
  const body = calendar.toString();
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  // HTTP dates have whole seconds.
  return { body, etag, lastModified: new Date(Math.floor(lastModified.getTime() / 1000) * 1000) };
}
