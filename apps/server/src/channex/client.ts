import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isRecord } from '@zamalek/domain/type-guards';
import { guardedLookup, isPublicAddress } from '../net/public-address';
import { readCapped } from '../net/read-capped';

export type ChannexErrorCode =
  | 'CHANNEX_RATE_LIMITED'
  | 'CHANNEX_HTTP_STATUS'
  | 'CHANNEX_UNREACHABLE'
  | 'CHANNEX_TIMEOUT'
  | 'CHANNEX_REFUSED_ADDRESS';

/**
 * A call to Channex that did not go through, by code (stored, logged and shown; never the key or
 * the body). A rate-limited one says when to try again.
 */
export class ChannexError extends Error {
  constructor(
    readonly code: ChannexErrorCode,
    readonly retryAfterMs: number | null = null,
  ) {
    super(code);
    this.name = 'ChannexError';
  }
}

export interface ChannexClientOptions {
  /** Channex's address (CHANNEX_URL), e.g. https://app.channex.io; nothing else is reached. */
  baseUrl: string;
  /** The user API key (CHANNEX_API_KEY): sent in its header, never logged. */
  apiKey: string;
  /** Loopback and private addresses allowed (tests, a closed network's own server). */
  allowPrivate: boolean;
  timeoutMs: number;
}

/** What Channex answered a push: its warnings (parts it could not apply, with 200 OK). */
export interface PushResult {
  warnings: unknown[];
}

/** The seconds Retry-After asks to wait, as milliseconds; a minute when it says no number. */
function retryAfterMs(response: IncomingMessage): number {
  const seconds = Number(response.headers['retry-after']);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 60_000;
}

/** What a response says: its JSON on success, else the refusal as a ChannexError. */
async function answerOf(response: IncomingMessage): Promise<unknown> {
  const status = response.statusCode ?? 0;
  if (status === 429) {
    response.resume();
    throw new ChannexError('CHANNEX_RATE_LIMITED', retryAfterMs(response));
  }
  const text = await readCapped(
    response,
    8 * 1024 * 1024,
    () => new ChannexError('CHANNEX_HTTP_STATUS'),
  );
  if (status < 200 || status >= 300) throw new ChannexError('CHANNEX_HTTP_STATUS');
  try {
    return JSON.parse(text || '{}');
  } catch {
    throw new ChannexError('CHANNEX_HTTP_STATUS');
  }
}

function pushResultOf(answer: unknown): PushResult {
  const meta = isRecord(answer) ? answer.meta : null;
  const warnings = isRecord(meta) ? meta.warnings : [];
  return { warnings: Array.isArray(warnings) ? warnings : [] };
}

/** The `data` of an answer: one entry, or a list. */
function dataOf(answer: unknown): unknown {
  return isRecord(answer) ? answer.data : undefined;
}

/**
 * Channex's API, as this product uses it: availability, rates and restrictions pushed as JSON,
 * with the API key in its header. Only the configured host is reached — public addresses only,
 * checked on the address connected to — and redirects are not followed.
 */
export function channexClient(options: ChannexClientOptions) {
  const base = new URL(options.baseUrl);

  function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const url = new URL(path, base);
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) !== 0 && !options.allowPrivate && !isPublicAddress(literal)) {
      return Promise.reject(new ChannexError('CHANNEX_REFUSED_ADDRESS'));
    }
    const payload = body === undefined ? '' : JSON.stringify(body);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<unknown>((resolve, reject) => {
      const request = client.request(url, {
        method,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'user-api-key': options.apiKey,
          'user-agent': 'ZamalekSuites-ChannelManager/1',
        },
        timeout: options.timeoutMs,
        lookup: guardedLookup(
          options.allowPrivate,
          () => new ChannexError('CHANNEX_REFUSED_ADDRESS'),
        ),
      });
      request.on('timeout', () => request.destroy(new ChannexError('CHANNEX_TIMEOUT')));
      request.on('error', (error) =>
        reject(error instanceof ChannexError ? error : new ChannexError('CHANNEX_UNREACHABLE')),
      );
      request.on('response', (response) => answerOf(response).then(resolve, reject));
      request.end(payload);
    });
  }

  const path = (...parts: string[]) => `/api/v1/${parts.map(encodeURIComponent).join('/')}`;
  return {
    /** `POST /api/v1/availability`: rooms free per room type and date range. */
    pushAvailability: async (body: { values: readonly unknown[] }) =>
      pushResultOf(await call('POST', '/api/v1/availability', body)),
    /** `POST /api/v1/restrictions`: rates and stay rules per rate plan and date range. */
    pushRestrictions: async (body: { values: readonly unknown[] }) =>
      pushResultOf(await call('POST', '/api/v1/restrictions', body)),
    /** The property's booking revisions not yet acknowledged (the booking revision feed). */
    revisionFeed: async (channexPropertyId: string): Promise<unknown[]> => {
      const query = new URLSearchParams({ 'filter[property_id]': channexPropertyId });
      const data = dataOf(await call('GET', `/api/v1/booking_revisions/feed?${query}`));
      return Array.isArray(data) ? data : [];
    },
    /** One revision in full (a webhook only says there is one). */
    revision: async (revisionId: string): Promise<unknown> =>
      dataOf(await call('GET', path('booking_revisions', revisionId))),
    /** Tells Channex a revision is handled: it leaves the feed. */
    acknowledge: async (revisionId: string): Promise<void> => {
      await call('POST', `${path('booking_revisions', revisionId)}/ack`);
    },
  };
}
