import type { Db } from '@zamalek/db/client';
import { listPriceCharges } from '@zamalek/db/queries/pricing-rules';
import { findPricingSettings } from '@zamalek/db/queries/settings';
import type { DisplayRate } from '@zamalek/domain/pricing/display-currency';
import type { Weekday } from '@zamalek/domain/pricing/types';

const asWeekdays = (days: readonly number[]) => days.filter((d): d is Weekday => d >= 0 && d <= 6);

/** The EGP display rate, when an admin set one (the public site and the back office). */
export async function displayRate(
  db: Db,
  property: { propertyId: string },
): Promise<DisplayRate | null> {
  const { egpPerUsd, egpRateOn } = await findPricingSettings(db, property);
  return egpPerUsd === null || egpRateOn === null ? null : { egpPerUsd, on: egpRateOn };
}

/** The Settings page's prices: taxes and fees in order, weekend nights, the EGP display rate. */
export async function pricingSettings(db: Db, property: { propertyId: string }) {
  const [charges, settings] = await Promise.all([
    listPriceCharges(db, property),
    findPricingSettings(db, property),
  ]);
  return {
    charges,
    weekendNights: asWeekdays(settings.weekendNights),
    displayRate:
      settings.egpPerUsd === null || settings.egpRateOn === null
        ? null
        : { egpPerUsd: settings.egpPerUsd, on: settings.egpRateOn },
  };
}
