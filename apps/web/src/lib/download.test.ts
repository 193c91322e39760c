import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('Content-Disposition file names', () => {
  it('reads plain, bare and encoded names', () => {
    expect(fileNameFromDisposition('attachment; filename="id front.png"')).toBe('id front.png');
    expect(fileNameFromDisposition('attachment; filename=guests.csv')).toBe('guests.csv');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf")).toBe(
      'résumé.pdf',
    );
  });

  it('has no name without one', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('inline')).toBeUndefined();
  });
});
