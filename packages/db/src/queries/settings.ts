import { type CapabilityOverride, isCapability } from '@zamalek/domain/roles';
import type { PublicPropertyInfo } from '@zamalek/domain/settings';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { propertySettings, roleCapabilities } from '../schema';

interface PropertySettingsRow {
  noShowCutoff: string;
  propertyName: string;
  address: string;
  phone: string;
  checkInTime: string;
  checkOutTime: string;
  preArrivalInstructions: string;
  cancellationPolicy: string;
  houseRules: string;
  contactEmail: string;
  whatsapp: string;
  digestHour: number;
  updatedAt: Date;
}

const settingsColumns = {
  noShowCutoff: propertySettings.noShowCutoff,
  propertyName: propertySettings.propertyName,
  address: propertySettings.address,
  phone: propertySettings.phone,
  checkInTime: propertySettings.checkInTime,
  checkOutTime: propertySettings.checkOutTime,
  preArrivalInstructions: propertySettings.preArrivalInstructions,
  cancellationPolicy: propertySettings.cancellationPolicy,
  houseRules: propertySettings.houseRules,
  contactEmail: propertySettings.contactEmail,
  whatsapp: propertySettings.whatsapp,
  digestHour: propertySettings.digestHour,
  updatedAt: propertySettings.updatedAt,
};

/** The one settings row; the migration creates it, so it is always there. */
export async function findPropertySettings(db: Db): Promise<PropertySettingsRow> {
  const [row] = await db
    .select(settingsColumns)
    .from(propertySettings)
    .where(eq(propertySettings.id, 1));
  if (!row) throw new Error('property_settings has no row: migration 0007 not applied');
  return row;
}

/** Locks the settings row for an update and returns it as it was. */
export async function lockPropertySettings(db: Db): Promise<PropertySettingsRow> {
  const [row] = await db
    .select(settingsColumns)
    .from(propertySettings)
    .where(eq(propertySettings.id, 1))
    .for('update');
  if (!row) throw new Error('property_settings has no row: migration 0007 not applied');
  return row;
}

export async function updatePropertySettings(
  db: Db,
  { noShowCutoff, updatedBy }: { noShowCutoff: string; updatedBy: string },
) {
  await db
    .update(propertySettings)
    .set({ noShowCutoff, updatedBy, updatedAt: new Date() })
    .where(eq(propertySettings.id, 1));
}

/** The property's details (Settings page, Property card). */
export async function updatePropertyDetails(
  db: Db,
  details: Pick<
    PropertySettingsRow,
    | 'propertyName'
    | 'address'
    | 'phone'
    | 'checkInTime'
    | 'checkOutTime'
    | 'preArrivalInstructions'
    | 'cancellationPolicy'
    | 'houseRules'
    | 'contactEmail'
    | 'whatsapp'
    | 'digestHour'
  > & { updatedBy: string },
) {
  await db
    .update(propertySettings)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(propertySettings.id, 1));
}

/** Only what guests may see: no instructions, digest hour or who changed what. */
export async function findPublicPropertyInfo(db: Db): Promise<PublicPropertyInfo> {
  const row = await findPropertySettings(db);
  return {
    propertyName: row.propertyName,
    address: row.address,
    phone: row.phone,
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
    cancellationPolicy: row.cancellationPolicy,
    houseRules: row.houseRules,
    contactEmail: row.contactEmail,
    whatsapp: row.whatsapp,
  };
}

/** Every adjustment an admin made to the default permission matrix. */
export async function listCapabilityOverrides(db: Db): Promise<CapabilityOverride[]> {
  const rows = await db
    .select({
      role: roleCapabilities.role,
      capability: roleCapabilities.capability,
      allowed: roleCapabilities.allowed,
    })
    .from(roleCapabilities);
  return rows.flatMap((row) =>
    isCapability(row.capability) ? [{ ...row, capability: row.capability }] : [],
  );
}

export async function upsertCapabilityOverride(
  db: Db,
  override: CapabilityOverride & { updatedBy: string },
) {
  await db
    .insert(roleCapabilities)
    .values(override)
    .onConflictDoUpdate({
      target: [roleCapabilities.role, roleCapabilities.capability],
      set: { allowed: override.allowed, updatedBy: override.updatedBy, updatedAt: new Date() },
    });
}

export async function deleteCapabilityOverride(
  db: Db,
  { role, capability }: Pick<CapabilityOverride, 'role' | 'capability'>,
) {
  await db
    .delete(roleCapabilities)
    .where(and(eq(roleCapabilities.role, role), eq(roleCapabilities.capability, capability)));
}

/** The weekend nights and the EGP display rate (Settings page, Prices). */
export async function findPricingSettings(db: Db) {
  const [row] = await db
    .select({
      weekendNights: propertySettings.weekendNights,
      egpPerUsd: propertySettings.egpPerUsd,
      egpRateOn: propertySettings.egpRateOn,
    })
    .from(propertySettings)
    .where(eq(propertySettings.id, 1));
  if (!row) throw new Error('property_settings has no row: migration 0007 not applied');
  return row;
}

export async function updateWeekendNights(
  db: Db,
  { weekendNights, updatedBy }: { weekendNights: number[]; updatedBy: string },
) {
  await db
    .update(propertySettings)
    .set({ weekendNights, updatedBy, updatedAt: new Date() })
    .where(eq(propertySettings.id, 1));
}

/** The EGP display rate and the property date it was set on (both null: no EGP shown). */
export async function updateEgpRate(
  db: Db,
  {
    egpPerUsd,
    egpRateOn,
    updatedBy,
  }: { egpPerUsd: number | null; egpRateOn: string | null; updatedBy: string },
) {
  await db
    .update(propertySettings)
    .set({ egpPerUsd, egpRateOn, updatedBy, updatedAt: new Date() })
    .where(eq(propertySettings.id, 1));
}
