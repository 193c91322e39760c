/**
 * Photos of a guest's ID, kept with their registration: at most four, each a phone photo of at
 * most 10 MB in JPEG, PNG or WebP, refused when it also carries another kind of file.
 */
export const MAX_ID_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_ID_PHOTOS = 4;
/** The longest side a kept photo has: enough to read an ID, not more. */
export const ID_PHOTO_MAX_SIDE = 2000;
export const ID_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function isIdPhotoType(mime: string | undefined): boolean {
  return ID_PHOTO_TYPES.some((type) => type === mime);
}

/**
 * What another kind of file starts with, or a browser would run: found anywhere in a photo, it
 * is a file made to pass as a photo and be read as something else (a "polyglot"). Letters are
 * compared in either case; `<svg` only as a tag (followed by a space, `>` or `/`), so that
 * compressed pixels rarely match by chance.
 */
const FOREIGN_MARKERS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'pdf', pattern: /%pdf-/ },
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a ZIP's binary signatures
  { name: 'zip', pattern: /pk\x03\x04|pk\x05\x06/ },
  { name: 'script', pattern: /<script/ },
  { name: 'html', pattern: /<html|<!doctype html/ },
  { name: 'svg', pattern: /<svg[\s>/]/ },
  { name: 'php', pattern: /<\?php/ },
];

/**
 * The name of the other kind of file `bytes` also carries, or null. The bytes are read as
 * Latin-1 (one character a byte) and lower-cased once, so a photo of 10 MB is read in one pass
 * per marker.
 */
export function foreignContentIn(bytes: Uint8Array): string | null {
  const text = new TextDecoder('latin1').decode(bytes).toLowerCase();
  return FOREIGN_MARKERS.find((marker) => marker.pattern.test(text))?.name ?? null;
}

export const ID_PHOTO_MESSAGES = {
  tooLarge: 'This photo is too large: a photo of an ID may be at most 10 MB.',
  typeRefused: 'Only photos are kept here: please send a JPEG, PNG or WebP picture.',
  polyglot:
    'This file is not only a photo: it also holds another kind of file, so it was not kept. Please take the photo again.',
  unreadable: 'This photo could not be read. Please take it again.',
  full: 'This guest already has four ID photos. Remove one to add another.',
} as const;
