// Free of zod on purpose: the booking wizard's first step shows photos, and it is part of a first
// visit to /book (the presentation schemas load with the back office only).

/** A photo's sizes: every one of these widths the original reaches, or its own width if narrower. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** About a 50-megapixel camera; larger inputs are refused before they are decoded. */
export const MAX_PHOTO_PIXELS = 50_000_000;
export const MAX_PHOTOS_PER_TYPE = 24;

export const PHOTO_MESSAGES = {
  tooLarge: 'Photos must be smaller than 15 MB.',
  notImage: 'Only photos (JPEG, PNG, WebP or AVIF) can be added.',
  tooManyPixels: 'This photo has too many pixels (at most 50 megapixels).',
  tooMany: `A room type can have at most ${MAX_PHOTOS_PER_TYPE} photos.`,
} as const;

export function photoWidths(originalWidth: number): number[] {
  const widths = PHOTO_WIDTHS.filter((width) => width <= originalWidth);
  return widths.length > 0 ? widths : [originalWidth];
}

/** The public address of one size of a photo; the key is random and the file never changes. */
export function photoUrl(key: string, width: number, format: PhotoFormat): string {
  return `/api/suite-photos/${key}/${width}.${format}`;
}
