import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { auditLog, profiles, users } from '../schema';

interface AuditEntry {
  /** Where the change was made; null only for the organisation's users (entity 'user'). */
  propertyId: string | null;
  actorId: string | null;
  entity: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values({
    propertyId: entry.propertyId,
    actorId: entry.actorId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export function auditHistory(
  db: Db,
  { entity, entityId, limit = 50 }: { entity: string; entityId: string; limit?: number },
) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actorName: profiles.fullName,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** The `before` side of the latest entry of `action` on an entity, or undefined when none. */
export async function latestAuditBefore(
  db: Db,
  { entity, entityId, action }: { entity: string; entityId: string; action: string },
): Promise<unknown> {
  const [entry] = await db
    .select({ before: auditLog.before })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        eq(auditLog.entityId, entityId),
        eq(auditLog.action, action),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return entry?.before;
}
