import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_TIME_ZONE } from '@zamalek/domain/dates';
import { z } from 'zod';
import { FolderStore } from './storage/folder-store';
import type { ObjectStore } from './storage/object-store';
import { S3Store } from './storage/s3-store';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Names proxy-addr (Fastify's `trustProxy`) understands for whole address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Which reverse proxies may say who the client is (X-Forwarded-For/-Proto): none, or a list of
 * their addresses. Trusting any sender ("true") would let every client write its own address and
 * escape the per-IP limits. A hop count is refused too: it cannot tell the proxy from a client that
 * reaches the port directly, and Fastify 5 ignores it (every client would share the proxy's IP).
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): false | string[] => {
    if (/^(false|)$/i.test(value)) return false;
    if (/^(true|\d+)$/i.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${value}" would believe an X-Forwarded-For header a client wrote itself. Give the addresses of the proxies in front of the app instead, e.g. 127.0.0.1 or 10.0.0.2,172.18.0.0/16.`,
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not an IP address or CIDR range: ${invalid.map((entry) => `"${entry}"`).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** PostgreSQL server; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default('.data'),
  /** Seed the demo property on an empty database: "auto" seeds only the embedded default. */
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  PROPERTY_TIMEZONE: z.string().default(DEFAULT_TIME_ZONE),
  /** Extra origin allowed to send mutations (the site's public URL behind a proxy). */
  PUBLIC_ORIGIN: optionalString,
  TRUST_PROXY: trustProxy,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Zamalek Suites <reservations@zamaleksuites.com>'),
  /** Chromium, to print receipts mailed as PDF; unset: /usr/bin/chromium or another found. */
  CHROMIUM_PATH: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Let channel sync fetch calendars from private, loopback and link-local addresses (a closed
   * network's own calendar server, tests). Off: only public addresses are fetched.
   */
  CHANNEL_FETCH_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * The channel manager (Channex): its address, e.g. https://app.channex.io (staging:
   * https://staging.channex.io), and the user API key of the property group. Without both there is
   * no channel manager; iCal still works. Neither is ever logged or sent to a browser.
   */
  CHANNEX_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  CHANNEX_API_KEY: optionalString.pipe(
    z.string().min(16, 'the Channex API key is longer than that').optional(),
  ),
  /** The secret Channex sends with each webhook (its custom header), at least 24 characters. */
  CHANNEX_WEBHOOK_SECRET: optionalString.pipe(
    z.string().min(24, 'use a secret of at least 24 characters').optional(),
  ),
  /** Let the channel manager be reached at a private or loopback address (tests, a closed network). */
  CHANNEX_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Passphrase that encrypts backup archives (at least 16 characters). Without it there is no
   * daily backup and `pnpm backup` refuses. Keep a copy away from this machine.
   */
  BACKUP_KEY: optionalString.pipe(
    z.string().min(16, 'use a passphrase of at least 16 characters').optional(),
  ),
  /** Where archives are written; defaults to DATA_DIR/backups (point it at another disk). */
  BACKUP_DIR: optionalString,
  /** How many archives the daily backup keeps; older ones are deleted. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** When the daily backup runs (cron, in the property's time zone). */
  BACKUP_SCHEDULE: z.string().trim().default('30 3 * * *'),
  /**
   * Bearer token that opens `/metrics` on the app's port (at least 24 characters). Without it
   * and without METRICS_PORT there is no metrics endpoint.
   */
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(24, 'use a token of at least 24 characters').optional(),
  ),
  /** A port of its own for `/metrics`, without a token (bind it to a private network). */
  METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(65_535).optional(),
  ),
  /**
   * An S3-compatible bucket for documents, photos and backups; without it they are files under
   * DATA_DIR. The bucket stays private: the app serves every file itself.
   */
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().default('us-east-1'),
  /** The service's address for S3-compatible stores (MinIO, Cloudflare R2, DigitalOcean…). */
  S3_ENDPOINT: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** `true`: `host/bucket` addresses, which most S3-compatible services want. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** A key prefix, so one bucket can hold several installations (e.g. `zamalek/`). */
  S3_PREFIX: z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/$/.test(value), {
      message: 'segments of letters, digits, dots, dashes or underscores, ending with /',
    }),
  /** Built web app served in production; defaults to apps/web/dist of this checkout. */
  WEB_DIST_DIR: optionalString,
  /** Set by pnpm and npm to the directory the command was run from. */
  INIT_CWD: optionalString,
});

export type Env = z.infer<typeof envSchema>;

const configured = envSchema.superRefine((env, ctx) => {
  if ((env.CHANNEX_URL === undefined) !== (env.CHANNEX_API_KEY === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['CHANNEX_API_KEY'],
      message: 'set CHANNEX_URL and CHANNEX_API_KEY together, or neither',
    });
  }
});

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = configured.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

export function webDistDir(env: Env): string {
  return env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist');
}

/**
 * The site's address in links mailed to guests (registration): PUBLIC_ORIGIN, else this
 * server on localhost (development).
 */
export function linkOrigin(env: Env): string {
  return env.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? `http://localhost:${env.PORT}`;
}

/** Relative DATA_DIR is taken from where the command was typed (pnpm runs scripts elsewhere). */
export function dataDir(env: Env): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR);
}

/** Where backup archives go: BACKUP_DIR, or DATA_DIR/backups. */
export function backupDir(env: Env): string {
  return env.BACKUP_DIR
    ? path.resolve(env.INIT_CWD ?? process.cwd(), env.BACKUP_DIR)
    : path.join(dataDir(env), 'backups');
}

/** Where documents, photos and (with S3) backups are kept: the bucket, or DATA_DIR. */
export function objectStore(env: Env): ObjectStore {
  if (!env.S3_BUCKET) return new FolderStore(dataDir(env));
  return new S3Store({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
  });
}
