import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@zamalek/domain/documents';
import { describe, expect, it } from 'vitest';
import {
  clientDocumentProblem,
  parseUploadResponse,
  UploadError,
  uploadedMessage,
  uploadFailedMessage,
} from '@/lib/documents';

describe('client-side document checks', () => {
  it('refuses files over 10 MB with the spec message', () => {
    const file = { size: MAX_DOCUMENT_BYTES + 1, type: 'image/png' };
    expect(clientDocumentProblem('id_front', file)).toBe(DOCUMENT_MESSAGES.tooLarge);
    expect(clientDocumentProblem('id_front', { size: MAX_DOCUMENT_BYTES, type: 'image/png' })).toBe(
      null,
    );
  });

  it('takes only images for ID sides', () => {
    expect(clientDocumentProblem('id_back', { size: 10, type: 'application/pdf' })).toBe(
      DOCUMENT_MESSAGES.notImage,
    );
    expect(clientDocumentProblem('id_back', { size: 10, type: '' })).toBe(
      DOCUMENT_MESSAGES.notImage,
    );
    expect(clientDocumentProblem('id_front', { size: 10, type: 'image/heic' })).toBeNull();
  });

  it('takes JPG, PNG, GIF, WEBP or PDF for the marriage certificate', () => {
    expect(
      clientDocumentProblem('marriage_certificate', { size: 10, type: 'application/pdf' }),
    ).toBeNull();
    expect(clientDocumentProblem('marriage_certificate', { size: 10, type: 'image/webp' })).toBe(
      null,
    );
    expect(clientDocumentProblem('marriage_certificate', { size: 10, type: 'image/heic' })).toBe(
      DOCUMENT_MESSAGES.badCertificate,
    );
  });
});

describe('upload answers', () => {
  it('reads the created document', () => {
    expect(
      parseUploadResponse(201, '{"id":"d1","kind":"id_front","mimeType":"image/png"}', 'id_front'),
    ).toEqual({ id: 'd1', kind: 'id_front', mimeType: 'image/png' });
  });

  it("surfaces the server's message, or the spec's failure text", () => {
    expect(() =>
      parseUploadResponse(415, '{"error":"Only image files are supported"}', 'id_front'),
    ).toThrow('Only image files are supported');
    expect(() => parseUploadResponse(413, 'Payload Too Large', 'id_front')).toThrow(
      DOCUMENT_MESSAGES.tooLarge,
    );
    expect(() => parseUploadResponse(500, '', 'marriage_certificate')).toThrow(
      'Failed to upload marriage certificate',
    );
    try {
      parseUploadResponse(403, '{"error":"No"}', 'id_back');
    } catch (error) {
      expect(error).toBeInstanceOf(UploadError);
      expect(error instanceof UploadError && error.status).toBe(403);
    }
  });

  it('words the toasts per kind', () => {
    expect(uploadedMessage('id_front')).toBe('ID/Passport front uploaded successfully');
    expect(uploadedMessage('id_back')).toBe('ID/Passport back uploaded successfully');
    expect(uploadedMessage('marriage_certificate')).toBe(
      'Marriage certificate uploaded successfully',
    );
    expect(uploadFailedMessage('id_back')).toBe('Failed to upload ID/Passport');
  });
});
