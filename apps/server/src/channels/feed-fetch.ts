import { lookup as dnsLookup } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { FeedErrorCode } from '@zamalek/domain/channels';

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

/** Addresses no channel serves from: private, loopback, link-local, shared, reserved, multicast. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
// IPv6 forms that carry an IPv4 address (IPv4-compatible, NAT64, 6to4, Teredo) are refused
// whole rather than judged by the address inside: no channel serves a calendar from one.
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2001::', 32],
  ['2002::', 16],
  ['fec0::', 10],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  if (version === 6) {
    // IPv4-mapped (::ffff:a.b.c.d) is judged as the IPv4 address it carries.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return isPublicAddress(mapped[1]);
    if (/^::ffff:/i.test(address)) return false;
  }
  return !NOT_PUBLIC.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The DNS lookup the connection itself uses: every address the name resolves to must be public,
 * so the address checked is the address connected to (no second lookup to rebind).
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!allowPrivate && addresses.some((entry) => !isPublicAddress(entry.address))) {
        return callback(new FeedError('FETCH_REFUSED_ADDRESS'), []);
      }
      const [first] = addresses;
      if (options.all === true) return callback(null, addresses);
      if (!first) return callback(new FeedError('FETCH_FAILED'), []);
      callback(null, first.address, first.family);
    });
  };
}

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
      lookup: guardedLookup(options.allowPrivate),
    });
    request.on('response', resolve);
    request.on('error', reject);
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new FeedError('FETCH_TOO_LARGE');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > maxBytes) {
      response.destroy();
      throw new FeedError('FETCH_TOO_LARGE');
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
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
      const body = await readCapped(response, options.maxBytes);
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
