import type { Amenity } from '@zamalek/domain/suite-presentation';
import type { SuiteFacts } from '@zamalek/domain/suites';
import { currentLang, type MessageId } from '@/lib/i18n/i18n';

/** The server sends a suite's words in English and Arabic (Arabic already falling back). */
export function inPageLanguage<T>(words: { en: T; ar: T }): T {
  return words[currentLang()];
}

export const AMENITY_MESSAGES: Record<Amenity, MessageId> = {
  wifi: 'amenity.wifi',
  smartTv: 'amenity.smartTv',
  airConditioning: 'amenity.airConditioning',
  premiumBedding: 'amenity.premiumBedding',
  kitchenette: 'amenity.kitchenette',
  fullKitchen: 'amenity.fullKitchen',
  livingArea: 'amenity.livingArea',
  spaciousLivingArea: 'amenity.spaciousLivingArea',
  twoBathrooms: 'amenity.twoBathrooms',
  workDesk: 'amenity.workDesk',
  washerDryer: 'amenity.washerDryer',
  balcony: 'amenity.balcony',
  terrace: 'amenity.terrace',
  nileView: 'amenity.nileView',
  bathtub: 'amenity.bathtub',
  coffeeMachine: 'amenity.coffeeMachine',
  safe: 'amenity.safe',
  stepFree: 'amenity.stepFree',
};

/** The beds of a kind of suite (the server's `facts.bedding` is its English). */
export const BEDDING_MESSAGES: Record<SuiteFacts['kind'], MessageId> = {
  studio: 'bedding.studio',
  'one-bedroom': 'bedding.oneBedroom',
  'two-bedroom': 'bedding.twoBedroom',
  other: 'bedding.studio',
};
