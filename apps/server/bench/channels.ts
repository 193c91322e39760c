import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { insertFeed } from '@zamalek/db/queries/channel-feeds';
import { listPropertyRefs } from '@zamalek/db/queries/properties';
import { roomTypeForCode } from '@zamalek/db/queries/room-types';
import { channelConflicts, reservations, units } from '@zamalek/db/schema';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { count, ne } from 'drizzle-orm';
import { DEFAULT_FEED_FETCH } from '../src/channels/feed-fetch';
import { syncDueFeeds } from '../src/channels/sync-due';
import { scratchDatabase } from './scale';

/**
 * `pnpm --filter @zamalek/server bench:channels [--database-url postgres://…/postgres]`: serves
 * 50 rooms × 2 feeds (Booking.com and Airbnb) × 500 events from a loopback HTTP server and times
 * full sync passes of the channel-sync job: the first import, an unchanged re-poll (no ETag: read
 * and compared), an unchanged re-poll answered 304 (ETag), and a re-poll with 5 % of events moved.
 * Runs on a scratch database (on the given server, else embedded PGlite) and stops by itself.
 */
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    rooms: { type: 'string', default: '50' },
    events: { type: 'string', default: '500' },
  },
});
const roomCount = Number(values.rooms);
const eventCount = Number(values.events);
const TIME_ZONE = 'Africa/Cairo';

/** One feed's events: the two feeds of a room take turns (2 nights each, a free night between). */
function feedBody(channel: 'booking_com' | 'airbnb', room: number, today: string, moved: boolean) {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//channels//EN'];
  const offset = channel === 'booking_com' ? 1 : 4;
  const movedEvery = 20; // 5 %
  for (let i = 0; i < eventCount; i += 1) {
    const shift = moved && i % movedEvery === 0 ? 1 : 0;
    const from = addDaysIso(today, offset + 6 * i + shift).replaceAll('-', '');
    const to = addDaysIso(today, offset + 6 * i + 2 + shift).replaceAll('-', '');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${channel}-${room}-${i}@bench.example`,
      `DTSTAMP:20260101T000000Z`,
      `DTSTART;VALUE=DATE:${from}`,
      `DTEND;VALUE=DATE:${to}`,
      channel === 'booking_com' ? 'SUMMARY:CLOSED - Not available' : 'SUMMARY:Reserved',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

const { client, drop } = await scratchDatabase(values['database-url'], 'zamalek_bench_channels');
const server = http.createServer();
try {
  await client.migrate();
  const { db } = client;
  let clockMs = Date.now();
  const clock = () => new Date(clockMs);
  const today = todayIn(TIME_ZONE, clock());

  let moved = false;
  let etags = false;
  let version = 1;
  let bytesServed = 0;
  server.on('request', (req, res) => {
    const match = /^\/(booking_com|airbnb)\/(\d+)\.ics$/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const etag = `"v${version}"`;
    if (etags && req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag }).end();
      return;
    }
    const body = feedBody(match[1] as 'booking_com' | 'airbnb', Number(match[2]), today, moved);
    bytesServed += Buffer.byteLength(body);
    res.writeHead(200, {
      'content-type': 'text/calendar; charset=utf-8',
      ...(etags ? { etag } : {}),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const [property] = await listPropertyRefs(db);
  if (!property) throw new Error('no property: migrations not applied');
  const roomTypeId = await roomTypeForCode(db, {
    propertyId: property.id,
    code: 'Bench',
    updatedBy: null,
  });
  const rooms = await db
    .insert(units)
    .values(
      Array.from({ length: roomCount }, (_, i) => ({
        propertyId: property.id,
        roomTypeId,
        name: `Bench-${i + 1}`,
      })),
    )
    .returning({ id: units.id, propertyId: units.propertyId });
  for (const [i, room] of rooms.entries()) {
    for (const channel of ['booking_com', 'airbnb'] as const) {
      await insertFeed(db, {
        propertyId: room.propertyId,
        unitId: room.id,
        channel,
        url: `http://127.0.0.1:${port}/${channel}/${i}.ics`,
        intervalMinutes: null,
        createdBy: null,
      });
    }
  }

  const deps = {
    fetch: { ...DEFAULT_FEED_FETCH, allowPrivate: true },
    clock,
    mail: { kick() {} },
  };
  const pass = async (label: string) => {
    clockMs += 16 * 60_000; // every feed's interval has passed
    bytesServed = 0;
    const started = performance.now();
    const polled = await syncDueFeeds(db, deps);
    const ms = performance.now() - started;
    const [stays] = await db
      .select({ value: count() })
      .from(reservations)
      .where(ne(reservations.status, 'cancelled'));
    const [conflicts] = await db.select({ value: count() }).from(channelConflicts);
    console.log(
      `${label.padEnd(44)} ${(ms / 1000).toFixed(2).padStart(7)} s  ${polled} feeds  ${(bytesServed / 1024 / 1024).toFixed(1)} MiB  ${stays?.value ?? 0} stays  ${conflicts?.value ?? 0} conflicts`,
    );
  };

  console.log(
    `channel sync: ${roomCount} rooms × 2 feeds × ${eventCount} events (${values['database-url'] ? 'PostgreSQL' : 'PGlite'})`,
  );
  await pass('first import');
  await pass('unchanged re-poll (read and compared)');
  etags = true;
  await pass('unchanged re-poll (ETag sent, read once)');
  await pass('unchanged re-poll (answered 304)');
  moved = true;
  version += 1;
  await pass('re-poll with 5 % of events moved');
} finally {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await drop();
}
