import { describe, expect, it } from 'vitest';
import { foreignContentIn, isIdPhotoType } from '../src/registrations/id-photos';

const JPEG_START = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
const jpegWith = (...tail: Array<string | number[]>) =>
  new Uint8Array([
    ...JPEG_START,
    ...Array.from({ length: 64 }, (_, index) => (index * 37) % 256),
    ...tail.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
    0xff,
    0xd9,
  ]);

describe('ID photos', () => {
  it('are JPEG, PNG or WebP pictures', () => {
    expect(['image/jpeg', 'image/png', 'image/webp'].map(isIdPhotoType)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['application/pdf', 'image/svg+xml', 'image/gif', undefined].map(isIdPhotoType)).toEqual(
      [false, false, false, false],
    );
  });

  it('carry nothing but a picture', () => {
    expect(foreignContentIn(jpegWith())).toBeNull();
    expect(foreignContentIn(jpegWith('a passport <sv g', [0x50, 0x4b, 0x03]))).toBeNull();
  });

  it('are refused when they also hold another kind of file, wherever it is and in any case', () => {
    expect(foreignContentIn(jpegWith('%PDF-1.7'))).toBe('pdf');
    expect(foreignContentIn(jpegWith([0x50, 0x4b, 0x03, 0x04]))).toBe('zip');
    expect(foreignContentIn(jpegWith([0x50, 0x4b, 0x05, 0x06]))).toBe('zip');
    expect(foreignContentIn(jpegWith('<ScRiPt>alert(1)</script>'))).toBe('script');
    expect(foreignContentIn(jpegWith('<HTML><body>'))).toBe('html');
    expect(foreignContentIn(jpegWith('<!DOCTYPE html>'))).toBe('html');
    expect(foreignContentIn(jpegWith('<svg xmlns="http://www.w3.org/2000/svg">'))).toBe('svg');
    expect(foreignContentIn(jpegWith('<SVG>'))).toBe('svg');
    expect(foreignContentIn(jpegWith('<?PHP echo 1; ?>'))).toBe('php');
    // At the very start, too.
    expect(foreignContentIn(new Uint8Array(Buffer.from('%PDF-1.4\n')))).toBe('pdf');
  });
});
