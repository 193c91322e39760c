import {
  DOCUMENT_MESSAGES,
  type DocumentKind,
  MAX_DOCUMENT_BYTES,
} from '@zamalek/domain/documents';
import { downloadFile } from '@/lib/download';
import { propertyHeaders } from '@/lib/property';

const CERTIFICATE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
]);

/** What the file inputs accept (a hint to the picker; the server checks the bytes). */
export const ACCEPT: Record<DocumentKind, string> = {
  id_front: 'image/*',
  id_back: 'image/*',
  marriage_certificate: 'image/jpeg,image/png,image/gif,image/webp,application/pdf',
};

/**
 * The same refusals the server makes, before any byte is sent: size first, then the type the
 * browser reports. (The server sniffs the real type from the bytes and has the last word.)
 */
export function clientDocumentProblem(
  kind: DocumentKind,
  file: { size: number; type: string },
): string | null {
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  if (kind === 'marriage_certificate') {
    return CERTIFICATE_TYPES.has(file.type) ? null : DOCUMENT_MESSAGES.badCertificate;
  }
  return file.type.startsWith('image/') ? null : DOCUMENT_MESSAGES.notImage;
}

/** The upload's success toast: "ID/Passport front uploaded successfully". */
export function uploadedMessage(kind: DocumentKind): string {
  switch (kind) {
    case 'id_front':
      return 'ID/Passport front uploaded successfully';
    case 'id_back':
      return 'ID/Passport back uploaded successfully';
    case 'marriage_certificate':
      return 'Marriage certificate uploaded successfully';
  }
}

/** The spec's failure toasts. */
export function uploadFailedMessage(kind: DocumentKind): string {
  return kind === 'marriage_certificate'
    ? 'Failed to upload marriage certificate'
    : 'Failed to upload ID/Passport';
}

export interface UploadedDocument {
  id: string;
  kind: DocumentKind;
  mimeType: string;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** Reads the server's answer: 201 with the document, or `{ error }` with a user-facing message. */
export function parseUploadResponse(
  status: number,
  body: string,
  kind: DocumentKind,
): UploadedDocument {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = null;
  }
  if (status === 201 && typeof parsed === 'object' && parsed !== null && 'id' in parsed) {
    const { id } = parsed;
    const mimeType = 'mimeType' in parsed ? parsed.mimeType : '';
    if (typeof id === 'string') {
      return { id, kind, mimeType: typeof mimeType === 'string' ? mimeType : '' };
    }
  }
  if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) {
    const { error } = parsed;
    if (typeof error === 'string' && error) throw new UploadError(error, status);
  }
  if (status === 413) throw new UploadError(DOCUMENT_MESSAGES.tooLarge, status);
  throw new UploadError(uploadFailedMessage(kind), status);
}

/**
 * Uploads one guest document with real progress (the browser's upload events), same-origin
 * cookies included. `onProgress` gets 0–100; abort with the signal.
 */
export function uploadDocument(
  kind: DocumentKind,
  file: File,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedDocument> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/documents?kind=${encodeURIComponent(kind)}`);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(propertyHeaders())) {
      request.setRequestHeader(name, value);
    }
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    request.onload = () => {
      try {
        resolve(parseUploadResponse(request.status, request.responseText, kind));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new UploadError(uploadFailedMessage(kind), 0));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
}

/** Downloads a document through the authorised route and saves it under its name. */
export async function downloadDocument(id: string, fallbackName: string): Promise<void> {
  await downloadFile(`/api/documents/${encodeURIComponent(id)}`, { fallbackName });
}
