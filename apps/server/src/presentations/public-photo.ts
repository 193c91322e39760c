import type { SuitePhotoRow } from '@zamalek/db/queries/suite-presentations';

/** What a page needs to show a photo: its key (for its addresses), sizes and dimensions. */
export function publicPhoto(photo: SuitePhotoRow) {
  return { key: photo.storageKey, width: photo.width, height: photo.height, widths: photo.widths };
}
