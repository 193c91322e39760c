import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  PHOTO_FORMATS,
  type PhotoFormat,
  photoWidths,
} from '@zamalek/domain/suite-presentation';
import type { Sharp } from 'sharp';
import { AppError } from '../errors';

/** Decoders allowed for uploads, by sharp's name for what the bytes are (`heif` covers AVIF). */
const ACCEPTED_INPUTS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'heif']);

export interface PhotoFile {
  width: number;
  format: PhotoFormat;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  /** The largest size's dimensions. */
  width: number;
  height: number;
  widths: number[];
  files: PhotoFile[];
}

const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  // Effort 2 of 9: a 1600 px AVIF in about a second instead of many (effort 4, sharp's default),
  // for files a few percent larger.
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
};

/**
 * Turns an upload into the public sizes of a suite photo. The bytes decide what it is (never its
 * name or declared type); too many pixels are refused before decoding. The output is turned
 * upright by its EXIF orientation and carries no metadata at all (no EXIF, GPS, XMP, ICC or
 * IPTC: sharp writes none unless asked), converted to sRGB.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > MAX_PHOTO_BYTES) throw new AppError('PHOTO_TOO_LARGE');
  // Loaded on the first upload: libvips holds ~28 MiB that an idle server does not need.
  const { default: sharp } = await import('sharp');
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' } as const;
  // The header alone is read here (no pixels), so its size is checked by us, with a clear refusal.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata?.format || !ACCEPTED_INPUTS.has(metadata.format)) {
    throw new AppError('PHOTO_NOT_IMAGE');
  }
  const { width, height } = metadata;
  if (!width || !height) throw new AppError('PHOTO_NOT_IMAGE');
  if (width * height > MAX_PHOTO_PIXELS) throw new AppError('PHOTO_TOO_MANY_PIXELS');
  // EXIF orientations 5–8 are rotated a quarter turn: the upright photo's width is its height.
  const uprightWidth = (metadata.orientation ?? 1) >= 5 ? height : width;

  const upright = sharp(bytes, options).rotate();
  const widths = photoWidths(uprightWidth);
  try {
    const files = await Promise.all(
      widths.flatMap((size) =>
        PHOTO_FORMATS.map(async (format) => {
          const resized = upright.clone().resize({ width: size, withoutEnlargement: true });
          const { data, info } = await ENCODERS[format](resized).toBuffer({
            resolveWithObject: true,
          });
          return { width: size, format, bytes: data, info };
        }),
      ),
    );
    const largest = files.at(-1)?.info;
    if (!largest) throw new AppError('PHOTO_NOT_IMAGE');
    return {
      width: largest.width,
      height: largest.height,
      widths,
      files: files.map(({ info: _, ...file }) => file),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The header read, the pixels did not: a damaged or truncated file.
    throw new AppError('PHOTO_NOT_IMAGE');
  }
}
