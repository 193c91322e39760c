import type { Db } from '@zamalek/db/client';
import { findPropertySettings, listCapabilityOverrides } from '@zamalek/db/queries/settings';
import {
  ADJUSTABLE_CAPABILITIES,
  ADJUSTABLE_ROLES,
  allowedByDefault,
  capabilitiesOf,
} from '@zamalek/domain/roles';

/**
 * The Settings page: the property's settings and, for each role an admin may adjust, every
 * adjustable capability with whether the role has it now and whether that is the default.
 */
export async function settingsOverview(db: Db, params: { propertyId: string }) {
  const [property, overrides] = await Promise.all([
    findPropertySettings(db, params),
    listCapabilityOverrides(db, params),
  ]);
  const permissions = ADJUSTABLE_ROLES.map((role) => {
    const granted = capabilitiesOf(role, overrides);
    return {
      role,
      capabilities: ADJUSTABLE_CAPABILITIES.map((capability) => ({
        capability,
        allowed: granted.includes(capability),
        byDefault: allowedByDefault(role, capability),
      })),
    };
  });
  return {
    property: {
      noShowCutoff: property.noShowCutoff,
      propertyName: property.propertyName,
      timeZone: property.timeZone,
      address: property.address,
      // The form's text: empty where the property has no Arabic address.
      addressAr: property.addressAr ?? '',
      phone: property.phone,
      checkInTime: property.checkInTime,
      checkOutTime: property.checkOutTime,
      preArrivalInstructions: property.preArrivalInstructions,
      cancellationPolicy: property.cancellationPolicy,
      houseRules: property.houseRules,
      houseRulesAr: property.houseRulesAr,
      contactEmail: property.contactEmail,
      whatsapp: property.whatsapp,
      taxNumber: property.taxNumber,
      digestHour: property.digestHour,
      dayCloseHour: property.dayCloseHour,
    },
    permissions,
  };
}
