import { PHOTO_MESSAGES } from '@zamalek/domain/suite-presentation';
import { propertyHeaders } from '@/lib/property';

/** Sends one photo of a room type to the server, which checks, cleans and resizes it. */
export async function uploadSuitePhoto(roomTypeId: string, file: File): Promise<{ id: string }> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch(`/api/suite-photos?roomTypeId=${encodeURIComponent(roomTypeId)}`, {
    headers: propertyHeaders(),
    method: 'POST',
    body,
    credentials: 'same-origin',
  });
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok && typeof answer === 'object' && answer !== null && 'id' in answer) {
    return { id: String(answer.id) };
  }
  if (typeof answer === 'object' && answer !== null && 'error' in answer) {
    throw new Error(String(answer.error));
  }
  throw new Error(
    response.status === 413 ? PHOTO_MESSAGES.tooLarge : 'The photo could not be added.',
  );
}
