import type { Db } from '@zamalek/db/client';
import { properties } from '@zamalek/db/schema';
import { eq } from 'drizzle-orm';

/** The property's house rules for guests reading Arabic (empty: none written yet). */
export async function findHouseRulesAr(db: Db, { propertyId }: { propertyId: string }) {
  const [row] = await db
    .select({ houseRulesAr: properties.houseRulesAr })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!row) throw new Error(`no property ${propertyId}`);
  return row.houseRulesAr;
}

/**
 * The house rules in both languages in one statement: the database keeps each change of them as
 * a new version (signed registrations name theirs), so the two change together or not at all.
 * Who changed them and when is written with the rest of the details.
 */
export async function updateHouseRules(
  db: Db,
  {
    propertyId,
    houseRules,
    houseRulesAr,
  }: { propertyId: string; houseRules: string; houseRulesAr: string },
) {
  await db
    .update(properties)
    .set({ houseRules, houseRulesAr })
    .where(eq(properties.id, propertyId));
}
