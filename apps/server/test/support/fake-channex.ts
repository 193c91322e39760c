import http from 'node:http';

/** A booking revision's attributes as Channex's API gives them (the parts this product reads). */
export interface RevisionAttributes {
  id: string;
  booking_id: string;
  property_id: string;
  status: 'new' | 'modified' | 'cancelled';
  ota_name: string;
  ota_reservation_code: string;
  unique_id: string;
  currency: string;
  amount: string;
  ota_commission: string | null;
  payment_collect: 'ota' | 'property';
  customer: {
    name: string;
    surname: string;
    mail: string | null;
    phone: string | null;
    country: string;
  };
  rooms: {
    room_type_id: string;
    rate_plan_id: string;
    checkin_date: string;
    checkout_date: string;
    amount: string | null;
    occupancy: { adults: number; children: number; infants: number };
  }[];
  notes: string | null;
}

/** A new Booking.com booking of one room, with what a test gives changed. */
export function bookingRevision(
  values: Pick<RevisionAttributes, 'property_id' | 'booking_id'> &
    Partial<RevisionAttributes> & {
      room_type_id: string;
      checkin_date: string;
      checkout_date: string;
    },
): RevisionAttributes {
  const { room_type_id, checkin_date, checkout_date, ...rest } = values;
  return {
    id: crypto.randomUUID(),
    status: 'new',
    ota_name: 'BookingCom',
    ota_reservation_code: '4102030405',
    unique_id: `BDC-${values.booking_id.slice(0, 10)}`,
    currency: 'USD',
    amount: '300.00',
    ota_commission: '45.00',
    payment_collect: 'ota',
    customer: {
      name: 'Jane',
      surname: 'Traveller',
      mail: 'jane@guest.example',
      phone: '+44 20 7946 0000',
      country: 'GB',
    },
    rooms: [
      {
        room_type_id,
        rate_plan_id: crypto.randomUUID(),
        checkin_date,
        checkout_date,
        amount: null,
        occupancy: { adults: 2, children: 0, infants: 0 },
      },
    ],
    notes: null,
    ...rest,
  };
}

export interface ChannexCall {
  path: string;
  apiKey: string | undefined;
  body: unknown;
}

/**
 * A fake Channex on loopback, as its documentation describes it: availability and restrictions
 * pushed with the user API key, each kind limited to `perMinute` calls a minute per property
 * (429 with Retry-After beyond), partial rejects as `meta.warnings` with 200 OK.
 */
export async function startFakeChannex({
  apiKey = 'test-channex-key',
  perMinute = 10,
  warnings = [] as unknown[],
  port = 0,
} = {}) {
  const calls: ChannexCall[] = [];
  const windows = new Map<string, number[]>();
  let down = false;
  /** Booking revisions, as Channex keeps them until acknowledged. */
  const revisions: { attributes: RevisionAttributes; acked: boolean }[] = [];
  const acks: string[] = [];
  let feedReads = 0;
  let limit = perMinute;
  const server = http.createServer((request, response) => {
    // Gone away: the connection drops without an answer, as a server that died mid-request.
    if (down) {
      request.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const key = request.headers['user-api-key'];
      const given = typeof key === 'string' ? key : undefined;
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(body));
      };
      if (given !== apiKey && path.startsWith('/api/v1/')) {
        send(401, { errors: { code: 'unauthorized' } });
        return;
      }
      const url = new URL(path, 'http://fake');
      if (request.method === 'GET' && url.pathname === '/api/v1/booking_revisions/feed') {
        const property = url.searchParams.get('filter[property_id]');
        feedReads += 1;
        send(200, {
          data: revisions
            .filter((entry) => !entry.acked && entry.attributes.property_id === property)
            .map((entry) => ({
              type: 'booking_revision',
              id: entry.attributes.id,
              attributes: entry.attributes,
            })),
          meta: { total: 0 },
        });
        return;
      }
      const revisionPath = /^\/api\/v1\/booking_revisions\/([^/]+)(\/ack)?$/.exec(url.pathname);
      if (revisionPath) {
        const entry = revisions.find((item) => item.attributes.id === revisionPath[1]);
        if (!entry) {
          send(404, { errors: { code: 'not_found' } });
          return;
        }
        if (request.method === 'POST' && revisionPath[2]) {
          entry.acked = true;
          acks.push(entry.attributes.id);
          send(200, { meta: { message: 'Success' } });
          return;
        }
        send(200, {
          data: { type: 'booking_revision', id: entry.attributes.id, attributes: entry.attributes },
        });
        return;
      }
      if (
        request.method !== 'POST' ||
        !['/api/v1/availability', '/api/v1/restrictions'].includes(path)
      ) {
        send(404, { errors: { code: 'not_found' } });
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        send(422, { errors: { code: 'validation_error' } });
        return;
      }
      const values =
        typeof body === 'object' && body !== null && 'values' in body && Array.isArray(body.values)
          ? (body.values as Array<{ property_id?: string }>)
          : [];
      const bucket = `${path} ${values[0]?.property_id ?? ''}`;
      const now = Date.now();
      const recent = (windows.get(bucket) ?? []).filter((at) => now - at < 60_000);
      if (recent.length >= limit) {
        windows.set(bucket, recent);
        send(429, { errors: { code: 'rate_limited' } }, { 'retry-after': '30' });
        return;
      }
      windows.set(bucket, [...recent, now]);
      calls.push({ path, apiKey: given, body });
      send(200, { data: [{ id: `task-${calls.length}`, type: 'task' }], meta: { warnings } });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake Channex has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    apiKey,
    calls,
    /** The revisions acknowledged, in order (one may be acknowledged twice). */
    acks,
    /** How many times the feed was read. */
    feedReads: () => feedReads,
    /** A booking revision waiting in the feed until acknowledged. */
    addRevision(attributes: RevisionAttributes) {
      revisions.push({ attributes, acked: false });
    },
    /** Tells `url` there is booking news for the property, as Channex's webhook does. */
    async webhook(url: string, secret: string, propertyId: string) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-channex-secret': secret },
        body: JSON.stringify({ event: 'booking', property_id: propertyId, payload: {} }),
      });
      return response.status;
    },
    /** Drops every request from now on (true), or answers again (false). */
    setDown(value: boolean) {
      down = value;
    },
    /** Forgets the calls counted against the per-minute limit (a minute has passed). */
    resetLimits() {
      windows.clear();
    },
    /** Calls a minute per property and kind from now on (0: every call is rate limited). */
    setLimit(value: number) {
      limit = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
