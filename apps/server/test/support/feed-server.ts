import http from 'node:http';

export interface FeedAnswer {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering (a slow channel). */
  delayMs?: number;
}

/**
 * A channel's calendar server on a loopback port: each path answers what the test last set
 * (changing between polls), honours If-None-Match against an ETag it was given, and counts hits.
 */
export async function startFeedServer() {
  const answers = new Map<string, FeedAnswer>();
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const answer = answers.get(path) ?? { status: 404, body: 'not found' };
    const send = () => {
      const etag = answer.headers?.etag;
      if (etag && req.headers['if-none-match'] === etag) {
        res.writeHead(304, { etag });
        res.end();
        return;
      }
      res.writeHead(answer.status ?? 200, {
        'content-type': 'text/calendar; charset=utf-8',
        ...answer.headers,
      });
      res.end(answer.body ?? '');
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('feed server has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    url: (path: string) => `${origin}${path}`,
    set: (path: string, answer: FeedAnswer) => answers.set(path, answer),
    hits: (path: string) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const compact = (date: string) => date.replaceAll('-', '');

/** A Booking.com-style export: every booked stretch is "CLOSED - Not available". */
export function bookingComFeed(events: Array<{ uid: string; from: string; to: string }>) {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//admin.booking.com//EN',
    'CALSCALE:GREGORIAN',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${compact(event.from)}`,
      `DTEND;VALUE=DATE:${compact(event.to)}`,
      'SUMMARY:CLOSED - Not available',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** An Airbnb-style export: reservations are "Reserved" with a description, blocks "Airbnb (Not available)". */
export function airbnbFeed(
  events: Array<{ uid: string; from: string; to: string; summary?: string; dtstart?: string }>,
) {
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${compact(event.to)}`,
      event.dtstart ?? `DTSTART;VALUE=DATE:${compact(event.from)}`,
      `UID:${event.uid}`,
      'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABC\\nPhone Number (Last 4 Digits): 4321',
      `SUMMARY:${event.summary ?? 'Reserved'}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
