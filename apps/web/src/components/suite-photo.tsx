import { PHOTO_FORMATS, type PhotoFormat, photoUrl } from '@zamalek/domain/suite-photos';
import { cn } from '@/lib/utils';

export interface PhotoSizes {
  key: string;
  width: number;
  height: number;
  widths: number[];
}

const srcSet = (photo: PhotoSizes, format: PhotoFormat) =>
  photo.widths.map((width) => `${photoUrl(photo.key, width, format)} ${width}w`).join(', ');

/**
 * A suite photo in the sizes the server made, AVIF first and WebP for browsers without it. Lazy,
 * with its width and height so the page does not move when it arrives; `sizes` says how wide it
 * is shown, so the browser fetches the smallest size that is sharp enough.
 */
export function SuitePhoto({
  photo,
  alt,
  sizes,
  className,
  eager = false,
}: {
  photo: PhotoSizes;
  alt: string;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  const fallbackWidth = photo.widths.find((width) => width >= 960) ?? photo.widths.at(-1);
  return (
    <picture>
      {PHOTO_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={srcSet(photo, format)}
          sizes={sizes}
        />
      ))}
      <img
        src={photoUrl(photo.key, fallbackWidth ?? photo.width, 'webp')}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={cn('bg-muted object-cover', className)}
      />
    </picture>
  );
}
