/** What the public site says about a suite, derived from its unit type (case-insensitive). */
export interface SuiteFacts {
  kind: 'studio' | 'one-bedroom' | 'two-bedroom' | 'other';
  guests: string;
  /** Most guests the suite sleeps; public bookings above it are refused. */
  maxGuests: number;
  bedding: string;
  amenities: string[];
}

export const BASE_AMENITIES = [
  'Smart TV',
  'High-Speed WiFi',
  'Air Conditioning',
  'Premium Bedding',
];
export const DEFAULT_SUITE_SIZE = '35-40 sqm';
export const EVERY_SUITE_INCLUDES = [
  'High-Speed WiFi',
  'Smart Entertainment',
  'Fully Equipped Kitchen',
];

function kindOf(unitType: string | null | undefined): SuiteFacts['kind'] {
  const type = (unitType ?? '').toLowerCase();
  if (type.includes('studio')) return 'studio';
  if (/one[\s-]?bed|1[\s-]?(br|bed)/.test(type)) return 'one-bedroom';
  if (/two[\s-]?bed|2[\s-]?(br|bed)/.test(type)) return 'two-bedroom';
  return 'other';
}

export function suiteFacts(unitType: string | null | undefined): SuiteFacts {
  const kind = kindOf(unitType);
  switch (kind) {
    case 'studio':
      return {
        kind,
        guests: '1-2',
        maxGuests: 2,
        bedding: '1 Queen Bed',
        amenities: ['Kitchenette', 'Work Desk', ...BASE_AMENITIES],
      };
    case 'one-bedroom':
      return {
        kind,
        guests: '2-3',
        maxGuests: 3,
        bedding: '1 King Bed + Sofa Bed',
        amenities: ['Full Kitchen', 'Living Area', 'Work Desk', ...BASE_AMENITIES, 'Washer/Dryer'],
      };
    case 'two-bedroom':
      return {
        kind,
        guests: '4-5',
        maxGuests: 5,
        bedding: '1 King + 2 Twin Beds',
        amenities: [
          'Full Kitchen',
          'Spacious Living Area',
          '2 Bathrooms',
          'Work Desk',
          ...BASE_AMENITIES,
          'Washer/Dryer',
        ],
      };
    case 'other':
      return {
        kind,
        guests: '1-2',
        maxGuests: 2,
        bedding: '1 Queen Bed',
        amenities: [...BASE_AMENITIES],
      };
  }
}

/** The unit's comments, or a default sentence naming its type (or "suite"). */
export function suiteDescription(
  unitType: string | null | undefined,
  comments: string | null | undefined,
) {
  const text = comments?.trim();
  if (text) return text;
  const type = unitType?.trim() ? unitType.trim().toLowerCase() : 'suite';
  return `A beautifully appointed ${type} in the heart of Zamalek, designed for comfortable short and long stays.`;
}

export function suiteSize(unitSize: string | null | undefined): string {
  return unitSize?.trim() ? unitSize.trim() : DEFAULT_SUITE_SIZE;
}

/** "45 m2 + 10 m2" → area 45, terrace 10: the first number before m2 is the area, a second the terrace. */
export function parseUnitSize(unitSize: string | null | undefined): {
  area: number | null;
  terrace: number | null;
} {
  const matches = [...(unitSize ?? '').matchAll(/(\d+(?:\.\d+)?)\s*(?:m2|m²|sqm)/gi)].map((m) =>
    Number(m[1]),
  );
  return { area: matches[0] ?? null, terrace: matches[1] ?? null };
}
