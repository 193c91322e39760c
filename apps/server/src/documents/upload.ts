import { createHash } from 'node:crypto';
import type { Db } from '@zamalek/db/client';
import { insertDocument } from '@zamalek/db/queries/documents';
import {
  type DocumentKind,
  documentTypeProblem,
  MAX_DOCUMENT_BYTES,
} from '@zamalek/domain/documents';
import { fileTypeFromBuffer } from 'file-type';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import type { DocumentStore } from './store';

/**
 * Stores a guest document under a server-generated name, its type sniffed from the bytes, not
 * yet linked to a reservation (the create links it; the sweep removes it otherwise).
 */
export async function uploadDocument(
  db: Db,
  actor: Actor,
  input: { kind: DocumentKind; fileName: string; bytes: Buffer },
  services: { documents: DocumentStore },
) {
  const { kind, bytes } = input;
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new AppError('DOCUMENT_TOO_LARGE');
  const sniffed = await fileTypeFromBuffer(bytes);
  const problem = documentTypeProblem(kind, sniffed?.mime);
  if (problem || !sniffed) throw new AppError('DOCUMENT_TYPE_REFUSED', problem ?? undefined);

  const storageKey = await services.documents.save(bytes);
  // A file without its row is unreachable and would stay on disk: remove it if the row fails.
  const document = await insertDocument(db, {
    propertyId: actor.propertyId,
    kind,
    storageKey,
    originalName: input.fileName.slice(0, 200) || `document.${sniffed.ext}`,
    mimeType: sniffed.mime,
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    uploadedBy: actor.id,
  }).catch(async (error: unknown) => {
    await services.documents.remove(storageKey);
    throw error;
  });
  return { id: document.id, kind, mimeType: sniffed.mime };
}
