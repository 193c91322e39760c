import type { Role } from '@zamalek/domain/roles';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { profiles, properties, userRoles, users } from '../schema';

/** Every property of the organisation, oldest first (the order of the staff's switcher). */
export function listProperties(db: Db) {
  return db
    .select({
      id: properties.id,
      slug: properties.slug,
      name: properties.propertyName,
      status: properties.status,
      timeZone: properties.timeZone,
    })
    .from(properties)
    .orderBy(asc(properties.createdAt), asc(properties.id));
}

/** Everyone with an account, with their role at each property they hold one at. */
export function listPeople(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      fullName: profiles.fullName,
      owner: users.owner,
      disabled: sql<boolean>`${users.disabledAt} is not null`,
      roles: sql<{ propertyId: string; role: Role }[]>`coalesce((
        select json_agg(json_build_object('propertyId', ur.property_id, 'role', ur.role))
        from user_roles ur where ur.user_id = ${users.id}
      ), '[]'::json)`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .orderBy(asc(sql`lower(${users.email})`));
}

export async function insertProperty(
  db: Db,
  values: {
    slug: string;
    propertyName: string;
    propertyNameAr: string | null;
    timeZone: string;
    updatedBy: string;
  },
) {
  const [row] = await db
    .insert(properties)
    .values({ ...values, status: 'coming_soon' })
    .returning({ id: properties.id, slug: properties.slug });
  if (!row) throw new Error('insert into properties returned no row');
  return row;
}

/** Someone's role at a property before a change (locked), or null when they hold none there. */
export async function lockRoleAt(
  db: Db,
  { userId, propertyId }: { userId: string; propertyId: string },
): Promise<Role | null> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.propertyId, propertyId)))
    .for('update');
  return row?.role ?? null;
}

export async function setRoleAt(
  db: Db,
  { userId, propertyId, role }: { userId: string; propertyId: string; role: Role | null },
) {
  if (role === null) {
    await db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.propertyId, propertyId)));
    return;
  }
  await db
    .insert(userRoles)
    .values({ userId, propertyId, role })
    .onConflictDoUpdate({ target: [userRoles.userId, userRoles.propertyId], set: { role } });
}

/** Whether an account exists (any property's, or none's). */
export async function accountExists(db: Db, { id }: { id: string }): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}
