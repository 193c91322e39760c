import type { DatabaseClient } from '@zamalek/db/client';
import type { ValidSession } from '../../src/auth/session';
import { LiveHub } from '../../src/live/hub';
import { createInnerContext } from '../../src/trpc/context';
import { createCaller } from '../../src/trpc/router';
import { parseEnv } from '../../src/env';

/** The tRPC caller over an inner context, as a signed-in user or anonymously. */
export function callerFor(database: DatabaseClient, session: ValidSession | null = null) {
  const cookieWrites: Array<{ token: string | null; expiresAt: Date | null }> = [];
  const ctx = createInnerContext({
    services: {
      database,
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      live: new LiveHub({ warn() {} }),
    },
    session,
    sessionToken: session ? 'test-token' : null,
    cookie: {
      set: (token, expiresAt) => cookieWrites.push({ token, expiresAt }),
      clear: () => cookieWrites.push({ token: null, expiresAt: null }),
    },
    ip: '127.0.0.1',
  });
  return { caller: createCaller(ctx), cookieWrites };
}
