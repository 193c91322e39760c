import { asc } from 'drizzle-orm';
import type { Db } from '../client';
import { profiles } from '../schema';

/** Full names of everyone with a profile: the sales agents offered as booking sources. */
export async function profileNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .orderBy(asc(profiles.fullName));
  return rows.map((row) => row.fullName);
}
