import http from 'node:http';

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
      if (
        request.method !== 'POST' ||
        !['/api/v1/availability', '/api/v1/restrictions'].includes(path)
      ) {
        send(404, { errors: { code: 'not_found' } });
        return;
      }
      if (given !== apiKey) {
        send(401, { errors: { code: 'unauthorized' } });
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
