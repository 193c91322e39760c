import { z } from 'zod';

export const DOCUMENT_KINDS = ['id_front', 'id_back', 'marriage_certificate'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  notImage: 'Only image files are supported',
  badCertificate: 'Please upload a valid image (JPG, PNG, GIF, WEBP) or PDF file',
  tooLarge: 'File size must be less than 10MB',
  badReceipt: 'Please attach the receipt as an image (JPG, PNG, GIF, WEBP) or a PDF file.',
  noReceipt: 'Please attach a photo of the receipt.',
} as const;

const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/avif',
]);
const CERTIFICATE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
]);

/** Whether a sniffed MIME type (from the file's bytes, never its name) is accepted for the kind. */
export function documentTypeProblem(
  kind: DocumentKind,
  sniffedMime: string | undefined,
): string | null {
  if (kind === 'marriage_certificate') {
    return sniffedMime && CERTIFICATE_TYPES.has(sniffedMime)
      ? null
      : DOCUMENT_MESSAGES.badCertificate;
  }
  return sniffedMime && IMAGE_TYPES.has(sniffedMime) ? null : DOCUMENT_MESSAGES.notImage;
}

export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  id_front: 'ID/Passport front',
  id_back: 'ID/Passport back',
  marriage_certificate: 'Marriage certificate',
};

/** Adding a guest document to an existing reservation: a fresh upload of the caller's. */
export const attachDocumentSchema = z.object({
  reservationId: z.uuid(),
  documentId: z.uuid(),
});
export type AttachDocument = z.output<typeof attachDocumentSchema>;

/** Whether a sniffed MIME type is accepted for an expense's receipt: an image or a PDF. */
export function receiptTypeProblem(sniffedMime: string | undefined): string | null {
  return sniffedMime && CERTIFICATE_TYPES.has(sniffedMime) ? null : DOCUMENT_MESSAGES.badReceipt;
}
