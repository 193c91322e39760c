import path from 'node:path';
import { DEFAULT_TIME_ZONE } from '@zamalek/domain/dates';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

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
  TRUST_PROXY: z.stringbool().default(false),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Zamalek Suites <reservations@zamaleksuites.com>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built web app served in production; defaults to apps/web/dist of this checkout. */
  WEB_DIST_DIR: optionalString,
  /** Set by pnpm and npm to the directory the command was run from. */
  INIT_CWD: optionalString,
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
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

/** Relative DATA_DIR is taken from where the command was typed (pnpm runs scripts elsewhere). */
export function dataDir(env: Env): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR);
}
