import { MAX_PHOTO_BYTES } from '@zamalek/domain/suite-presentation';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors';
import { processPhoto } from '../src/presentations/photo-pipeline';

/** A camera photo: JPEG with GPS coordinates (Zamalek) and the camera's make in its EXIF. */
async function photoWithLocation(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3d6b8a' } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 3/1 22/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '31/1 13/1 5/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** The GPS IFD pointer (tag 0x8825), little-endian as sharp writes it. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

async function refusal(bytes: Buffer) {
  const error = await processPhoto(bytes).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

describe('suite photo pipeline', () => {
  it('removes the EXIF location and every other metadata from every size', async () => {
    const input = await photoWithLocation(2000, 1200);
    const before = await sharp(input).metadata();
    expect(before.exif?.includes(GPS_POINTER)).toBe(true);
    expect(before.exif?.toString('latin1')).toContain('PhoneMaker');

    const photo = await processPhoto(input);
    expect(photo.files).toHaveLength(6);
    for (const file of photo.files) {
      const after = await sharp(file.bytes).metadata();
      expect(after.exif, `${file.width}.${file.format}`).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(file.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('makes 480, 960 and 1600 px wide AVIF and WebP, and keeps the largest size', async () => {
    const photo = await processPhoto(await photoWithLocation(2000, 1200));
    expect(photo.widths).toEqual([480, 960, 1600]);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1600, height: 960 });
    const made = await Promise.all(
      photo.files.map(async (file) => {
        const meta = await sharp(file.bytes).metadata();
        return `${file.format}:${file.width}:${meta.format}:${meta.width}x${meta.height}`;
      }),
    );
    expect(made.sort()).toEqual([
      'avif:1600:heif:1600x960',
      'avif:480:heif:480x288',
      'avif:960:heif:960x576',
      'webp:1600:webp:1600x960',
      'webp:480:webp:480x288',
      'webp:960:webp:960x576',
    ]);
  });

  it('never enlarges: a small photo gets the sizes it reaches, or its own width', async () => {
    const medium = await processPhoto(await photoWithLocation(1000, 800));
    expect(medium.widths).toEqual([480, 960]);
    const tiny = await processPhoto(await photoWithLocation(300, 200));
    expect(tiny.widths).toEqual([300]);
    expect({ width: tiny.width, height: tiny.height }).toEqual({ width: 300, height: 200 });
  });

  it('turns a photo upright by its EXIF orientation before dropping it', async () => {
    const sideways = await sharp({
      create: { width: 1200, height: 600, channels: 3, background: '#885533' },
    })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const photo = await processPhoto(sideways);
    expect(photo.widths).toEqual([480]);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 480, height: 960 });
  });

  it('accepts PNG and WebP too', async () => {
    const base = sharp({ create: { width: 500, height: 400, channels: 4, background: '#fff' } });
    expect((await processPhoto(await base.clone().png().toBuffer())).widths).toEqual([480]);
    expect((await processPhoto(await base.clone().webp().toBuffer())).widths).toEqual([480]);
  });

  it('refuses what is not a photo, from its bytes', async () => {
    expect(await refusal(Buffer.from('plain text, named photo.jpg'))).toBe('PHOTO_NOT_IMAGE');
    expect(await refusal(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'))).toBe('PHOTO_NOT_IMAGE');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400"/></svg>',
    );
    expect(await refusal(svg)).toBe('PHOTO_NOT_IMAGE');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await refusal(gif)).toBe('PHOTO_NOT_IMAGE');
  });

  it('refuses a damaged photo whose header reads but whose pixels do not', async () => {
    const whole = await photoWithLocation(1200, 900);
    expect(await refusal(whole.subarray(0, Math.floor(whole.length / 3)))).toBe('PHOTO_NOT_IMAGE');
  });

  it('refuses too many pixels before decoding them', async () => {
    // A 10,000 × 6,000 PNG of one colour is small on disk but 60 megapixels.
    const huge = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(MAX_PHOTO_BYTES);
    expect(await refusal(huge)).toBe('PHOTO_TOO_MANY_PIXELS');
  });

  it('refuses a file over the size limit', async () => {
    expect(await refusal(Buffer.alloc(MAX_PHOTO_BYTES + 1))).toBe('PHOTO_TOO_LARGE');
  });
});
