import type { DatabaseClient } from '@zamalek/db/client';
import { ROLES, type Role } from '@zamalek/domain/roles';
import { callerFor } from './caller';
import { createTestUser, signedInSession } from './users';

export type Who = Role | 'none';
type Caller = ReturnType<typeof callerFor>['caller'];

/** One signed-in user per role, and one without a role, each with an in-process caller. */
export async function roleCallers(database: DatabaseClient) {
  const callers = new Map<Who, Caller>();
  const userIds = new Map<Who, string>();
  for (const role of [...ROLES, null] as const) {
    const who: Who = role ?? 'none';
    const user = await createTestUser(database.db, role);
    userIds.set(who, user.id);
    callers.set(who, callerFor(database, await signedInSession(database.db, user.id)).caller);
  }
  const pick = <T>(map: Map<Who, T>, who: Who): T => {
    const value = map.get(who);
    if (value === undefined) throw new Error(`no test user for ${who}`);
    return value;
  };
  return {
    as: (who: Who) => pick(callers, who),
    userId: (who: Who) => pick(userIds, who),
  };
}
