import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { FeedErrorCode } from '@zamalek/domain/channels';
import { guardedLookup, isPublicAddress } from '../net/public-address';
import { readCapped } from '../net/read-capped';

/** A poll that failed, by code: the code is stored and shown, the URL never. */
export class FeedError extends Error {
  constructor(readonly code: FeedErrorCode) {
    super(code);
    this.name = 'FeedError';
  }
}

export interface FeedFetchOptions {
  /** Whether private, loopback and link-local addresses may be fetched (tests, closed networks). */
  allowPrivate: boolean;
  /** The whole exchange, connect to last byte. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const DEFAULT_FEED_FETCH: FeedFetchOptions = {
  allowPrivate: false,
  timeoutMs: 20_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
};

type FeedFetchResult =
  | { kind: 'not_modified' }
  | { kind: 'body'; body: string; etag: string | null; lastModified: string | null };

interface Validators {
  etag: string | null;
  lastModified: string | null;
}

function requestOnce(
  url: URL,
  validators: Validators,
  options: FeedFetchOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  // A literal address is not looked up, so it is checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) !== 0 && !options.allowPrivate && !isPublicAddress(literal)) {
    return Promise.reject(new FeedError('FETCH_REFUSED_ADDRESS'));
  }
  const headers: Record<string, string> = {
    accept: 'text/calendar, */*;q=0.5',
    'user-agent': 'ZamalekSuites-ChannelSync/1',
  };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      headers,
      signal,
      lookup: guardedLookup(options.allowPrivate, () => new FeedError('FETCH_REFUSED_ADDRESS')),
    });
    request.on('response', resolve);
    request.on('error', reject);
  });
}

/**
 * Fetches a channel's calendar: http(s) only, public addresses only (unless allowed), at most
 * `maxRedirects` redirects, `maxBytes` bytes and `timeoutMs` in all, with the last validators
 * sent back (304: nothing changed). Fails with a FeedError code; nothing here logs.
 */
export async function fetchFeed(
  address: string,
  validators: Validators,
  options: FeedFetchOptions,
): Promise<FeedFetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let url = new URL(address);
    for (let redirects = 0; ; redirects += 1) {
      if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw new FeedError('FETCH_FAILED');
      const response = await requestOnce(url, validators, options, controller.signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304) {
        response.resume();
        const location = response.headers.location;
        if (!location) throw new FeedError('FETCH_HTTP_STATUS');
        if (redirects >= options.maxRedirects) throw new FeedError('FETCH_TOO_MANY_REDIRECTS');
        url = new URL(location, url);
        continue;
      }
      if (status === 304) {
        response.resume();
        return { kind: 'not_modified' };
      }
      if (status !== 200) {
        response.resume();
        throw new FeedError('FETCH_HTTP_STATUS');
      }
      const body = await readCapped(
        response,
        options.maxBytes,
        () => new FeedError('FETCH_TOO_LARGE'),
      );
      const header = (name: string) => {
        const value = response.headers[name];
        return typeof value === 'string' && value.length <= 200 ? value : null;
      };
      return { kind: 'body', body, etag: header('etag'), lastModified: header('last-modified') };
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (controller.signal.aborted) throw new FeedError('FETCH_TIMEOUT');
    const cause = error instanceof Error ? error.cause : undefined;
    if (cause instanceof FeedError) throw cause;
    throw new FeedError('FETCH_FAILED');
  } finally {
    clearTimeout(timer);
  }
}
