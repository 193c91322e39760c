import { z } from 'zod';
import { tooLongMessage } from './form-fields';
import { roomTypeCodeSchema } from './room-types';
import { MAX_PHOTOS_PER_TYPE } from './suite-photos';
import { suiteDescription, suiteFacts } from './suites';
import { keysOf } from './type-guards';

/**
 * The amenities a room type may list: a fixed set, so the public site can show each in English
 * and Arabic (its words live in the web's booking catalogues as `amenity.<key>`).
 */
export const AMENITY_LABELS = {
  wifi: 'High-Speed WiFi',
  smartTv: 'Smart TV',
  airConditioning: 'Air Conditioning',
  premiumBedding: 'Premium Bedding',
  kitchenette: 'Kitchenette',
  fullKitchen: 'Full Kitchen',
  livingArea: 'Living Area',
  spaciousLivingArea: 'Spacious Living Area',
  twoBathrooms: '2 Bathrooms',
  workDesk: 'Work Desk',
  washerDryer: 'Washer/Dryer',
  balcony: 'Balcony',
  terrace: 'Private Terrace',
  nileView: 'Nile View',
  bathtub: 'Bathtub',
  coffeeMachine: 'Coffee Machine',
  safe: 'In-Room Safe',
  stepFree: 'Step-Free Access',
} as const;
export type Amenity = keyof typeof AMENITY_LABELS;
export const AMENITIES: readonly Amenity[] = keysOf(AMENITY_LABELS);

const AMENITY_BY_LABEL = new Map<string, Amenity>(
  AMENITIES.map((key) => [AMENITY_LABELS[key], key]),
);

/** The amenities a room type lists until someone chooses them: those its kind implies. */
export function defaultAmenities(unitType: string | null | undefined): Amenity[] {
  return suiteFacts(unitType).amenities.flatMap((label) => {
    const key = AMENITY_BY_LABEL.get(label);
    return key ? [key] : [];
  });
}

export {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_PHOTOS_PER_TYPE,
  PHOTO_FORMATS,
  PHOTO_MESSAGES,
  PHOTO_WIDTHS,
  type PhotoFormat,
  photoUrl,
  photoWidths,
} from './suite-photos';

const MAX_HIGHLIGHTS = 6;

const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, tooLongMessage(label, max));
/** Blank is stored as null: the Arabic page then shows the English text. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .nullish()
    .transform((value) => (value ? value : null));
const highlights = (label: string) =>
  z
    .array(z.string().trim().max(80, tooLongMessage(label, 80)))
    .max(MAX_HIGHLIGHTS, `At most ${MAX_HIGHLIGHTS} highlights`)
    .transform((lines) => lines.filter((line) => line !== ''));

/** What the back office's Presentation page saves for one room type. */
export const suitePresentationSchema = z.object({
  roomTypeId: z.uuid(),
  code: roomTypeCodeSchema,
  name: requiredText('Public name', 80),
  nameAr: optionalText('Arabic public name', 80),
  description: optionalText('Description', 1000),
  descriptionAr: optionalText('Arabic description', 1000),
  highlights: highlights('Highlight'),
  highlightsAr: highlights('Arabic highlight'),
  amenities: z
    .array(z.enum(AMENITIES))
    .max(AMENITIES.length)
    .transform((list) => [...new Set(list)]),
});
export type SuitePresentationInput = z.input<typeof suitePresentationSchema>;
export type SuitePresentation = z.output<typeof suitePresentationSchema>;

/** One room's own public name, over its type's (blank: the type's name). */
export const unitPublicNameSchema = z.object({
  unitId: z.uuid(),
  publicName: optionalText('Public name', 80),
  publicNameAr: optionalText('Arabic public name', 80),
});

/** The photos of a room type in their new order; the first is the cover. */
export const photoOrderSchema = z.object({
  roomTypeId: z.uuid(),
  photoIds: z.array(z.uuid()).min(1).max(MAX_PHOTOS_PER_TYPE),
});

export const photoIdSchema = z.object({ id: z.uuid() });

/** English and Arabic of one text; Arabic falls back to English where none was written. */
export interface Bilingual<T> {
  en: T;
  ar: T;
}

export function bilingual<T>(en: T, ar: T | null | undefined, isBlank: (value: T) => boolean) {
  return { en, ar: ar === null || ar === undefined || isBlank(ar) ? en : ar };
}

/** A room type's public words, as the public card needs them. */
export interface PresentationTexts {
  code: string;
  name: string;
  nameAr: string | null;
  description: string | null;
  descriptionAr: string | null;
  highlights: string[];
  highlightsAr: string[];
  /** Null: none chosen yet, those its kind implies. */
  amenities: string[] | null;
}

const isBlankText = (value: string) => value.trim() === '';
const isEmptyList = (value: string[]) => value.length === 0;
const KNOWN_AMENITIES: ReadonlySet<string> = new Set(AMENITIES);

/**
 * A suite's public words: the room's own name, else its type's public name (never the room's
 * internal code); its type's description and highlights, else what its kind implies. Arabic
 * falls back to English text by text.
 */
export function publicSuiteTexts(
  unit: { comments: string | null; publicName: string | null; publicNameAr: string | null },
  type: PresentationTexts,
) {
  const name = bilingual(
    unit.publicName ?? type.name,
    unit.publicName ? unit.publicNameAr : type.nameAr,
    isBlankText,
  );
  const description = bilingual(
    type.description ?? suiteDescription(type.code, unit.comments),
    type.descriptionAr,
    isBlankText,
  );
  const highlights = bilingual(type.highlights, type.highlightsAr, isEmptyList);
  const amenities =
    type.amenities === null
      ? defaultAmenities(type.code)
      : type.amenities.filter((key): key is Amenity => KNOWN_AMENITIES.has(key));
  return { name, description, highlights, amenities };
}
