import type { PublicLocation } from '@zamalek/domain/locations';
import { type CapabilityOverride, isCapability } from '@zamalek/domain/roles';
import type { PublicPropertyInfo } from '@zamalek/domain/settings';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { properties, roleCapabilities } from '../schema';

interface PropertySettingsRow {
  timeZone: string;
  noShowCutoff: string;
  propertyName: string;
  propertyNameAr: string | null;
  address: string;
  addressAr: string | null;
  phone: string;
  checkInTime: string;
  checkOutTime: string;
  preArrivalInstructions: string;
  cancellationPolicy: string;
  houseRules: string;
  houseRulesAr: string;
  contactEmail: string;
  whatsapp: string;
  taxNumber: string;
  digestHour: number;
  dayCloseHour: number;
  updatedAt: Date;
}

const settingsColumns = {
  timeZone: properties.timeZone,
  noShowCutoff: properties.noShowCutoff,
  propertyName: properties.propertyName,
  propertyNameAr: properties.propertyNameAr,
  address: properties.address,
  addressAr: properties.addressAr,
  phone: properties.phone,
  checkInTime: properties.checkInTime,
  checkOutTime: properties.checkOutTime,
  preArrivalInstructions: properties.preArrivalInstructions,
  cancellationPolicy: properties.cancellationPolicy,
  houseRules: properties.houseRules,
  houseRulesAr: properties.houseRulesAr,
  contactEmail: properties.contactEmail,
  whatsapp: properties.whatsapp,
  taxNumber: properties.taxNumber,
  digestHour: properties.digestHour,
  dayCloseHour: properties.dayCloseHour,
  updatedAt: properties.updatedAt,
};

interface PropertyParams {
  propertyId: string;
}

/** A property's settings; callers hold an id they resolved, so a missing row is a bug. */
export async function findPropertySettings(
  db: Db,
  { propertyId }: PropertyParams,
): Promise<PropertySettingsRow> {
  const [row] = await db
    .select(settingsColumns)
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!row) throw new Error(`no property ${propertyId}`);
  return row;
}

/** Locks the property's row for an update and returns its settings as they were. */
export async function lockPropertySettings(
  db: Db,
  { propertyId }: PropertyParams,
): Promise<PropertySettingsRow> {
  const [row] = await db
    .select(settingsColumns)
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('update');
  if (!row) throw new Error(`no property ${propertyId}`);
  return row;
}

export async function updatePropertySettings(
  db: Db,
  {
    propertyId,
    noShowCutoff,
    updatedBy,
  }: PropertyParams & { noShowCutoff: string; updatedBy: string },
) {
  await db
    .update(properties)
    .set({ noShowCutoff, updatedBy, updatedAt: new Date() })
    .where(eq(properties.id, propertyId));
}

/** The property's details (Settings page, Property card). */
export async function updatePropertyDetails(
  db: Db,
  details: Pick<
    PropertySettingsRow,
    | 'propertyName'
    | 'timeZone'
    | 'address'
    | 'addressAr'
    | 'phone'
    | 'checkInTime'
    | 'checkOutTime'
    | 'preArrivalInstructions'
    | 'cancellationPolicy'
    | 'houseRules'
    | 'houseRulesAr'
    | 'contactEmail'
    | 'whatsapp'
    | 'taxNumber'
    | 'digestHour'
    | 'dayCloseHour'
  > &
    PropertyParams & { updatedBy: string },
) {
  const { propertyId, ...values } = details;
  await db
    .update(properties)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(properties.id, propertyId));
}

/**
 * Only what guests may see: where the property is listed (slug, names, status), its policies
 * and contact; no instructions, digest hour or who changed what.
 */
export async function findPublicPropertyInfo(
  db: Db,
  { propertyId }: PropertyParams,
): Promise<PublicPropertyInfo & PublicLocation> {
  const [row] = await db
    .select({
      slug: properties.slug,
      status: properties.status,
      propertyName: properties.propertyName,
      propertyNameAr: properties.propertyNameAr,
      address: properties.address,
      addressAr: properties.addressAr,
      phone: properties.phone,
      checkInTime: properties.checkInTime,
      checkOutTime: properties.checkOutTime,
      cancellationPolicy: properties.cancellationPolicy,
      houseRules: properties.houseRules,
      contactEmail: properties.contactEmail,
      whatsapp: properties.whatsapp,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!row) throw new Error(`no property ${propertyId}`);
  return row;
}

/** Every adjustment an admin made to the default permission matrix at the property. */
export async function listCapabilityOverrides(
  db: Db,
  { propertyId }: PropertyParams,
): Promise<CapabilityOverride[]> {
  const rows = await db
    .select({
      role: roleCapabilities.role,
      capability: roleCapabilities.capability,
      allowed: roleCapabilities.allowed,
    })
    .from(roleCapabilities)
    .where(eq(roleCapabilities.propertyId, propertyId));
  return rows.flatMap((row) =>
    isCapability(row.capability) ? [{ ...row, capability: row.capability }] : [],
  );
}

export async function upsertCapabilityOverride(
  db: Db,
  override: CapabilityOverride & PropertyParams & { updatedBy: string },
) {
  await db
    .insert(roleCapabilities)
    .values(override)
    .onConflictDoUpdate({
      target: [roleCapabilities.propertyId, roleCapabilities.role, roleCapabilities.capability],
      set: { allowed: override.allowed, updatedBy: override.updatedBy, updatedAt: new Date() },
    });
}

export async function deleteCapabilityOverride(
  db: Db,
  {
    propertyId,
    role,
    capability,
  }: PropertyParams & Pick<CapabilityOverride, 'role' | 'capability'>,
) {
  await db
    .delete(roleCapabilities)
    .where(
      and(
        eq(roleCapabilities.propertyId, propertyId),
        eq(roleCapabilities.role, role),
        eq(roleCapabilities.capability, capability),
      ),
    );
}

/** The weekend nights and the EGP display rate (Settings page, Prices). */
export async function findPricingSettings(db: Db, { propertyId }: PropertyParams) {
  const [row] = await db
    .select({
      weekendNights: properties.weekendNights,
      egpPerUsd: properties.egpPerUsd,
      egpRateOn: properties.egpRateOn,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!row) throw new Error(`no property ${propertyId}`);
  return row;
}

export async function updateWeekendNights(
  db: Db,
  {
    propertyId,
    weekendNights,
    updatedBy,
  }: PropertyParams & { weekendNights: number[]; updatedBy: string },
) {
  await db
    .update(properties)
    .set({ weekendNights, updatedBy, updatedAt: new Date() })
    .where(eq(properties.id, propertyId));
}

/** The EGP display rate and the property date it was set on (both null: no EGP shown). */
export async function updateEgpRate(
  db: Db,
  {
    propertyId,
    egpPerUsd,
    egpRateOn,
    updatedBy,
  }: PropertyParams & { egpPerUsd: number | null; egpRateOn: string | null; updatedBy: string },
) {
  await db
    .update(properties)
    .set({ egpPerUsd, egpRateOn, updatedBy, updatedAt: new Date() })
    .where(eq(properties.id, propertyId));
}
