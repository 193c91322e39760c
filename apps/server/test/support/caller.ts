import type { DatabaseClient } from '@zamalek/db/client';
import type { ValidSession } from '../../src/auth/session';
import { createInnerContext } from '../../src/trpc/context';
import { createCaller } from '../../src/trpc/router';
import { testServices } from './services';

/** The tRPC caller over an inner context, as a signed-in user or anonymously. */
export function callerFor(database: DatabaseClient, session: ValidSession | null = null) {
  const cookieWrites: Array<{ token: string | null; expiresAt: Date | null }> = [];
  const ctx = createInnerContext({
    services: testServices(database).services,
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
