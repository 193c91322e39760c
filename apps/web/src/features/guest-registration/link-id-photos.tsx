import { useMutation } from '@tanstack/react-query';
import { CameraIcon } from 'lucide-react';
import { useId } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { buttonVariants } from '@/components/ui/button-variants';
import { type MessageId, t } from '@/lib/i18n/i18n';
import type { LinkAccess } from './types';

/** Codes of the photo route's refusals, and the guest's words for them. */
const PHOTO_WORDS: Record<string, MessageId> = {
  ID_PHOTOS_FULL: 'register.error.photosFull',
  WRONG_LAST_NAME: 'register.error.wrongName',
  LINK_LOCKED: 'register.error.locked',
  LINK_EXPIRED: 'register.error.expired',
  LINK_NOT_FOUND: 'register.error.notFound',
};

class PhotoRefused extends Error {
  constructor(readonly words: MessageId) {
    super(words);
  }
}

async function uploadPhoto(access: LinkAccess, guestNo: number, file: File) {
  const body = new FormData();
  body.set('token', access.token);
  body.set('lastName', access.lastName);
  body.set('guestNo', String(guestNo));
  body.set('file', file);
  const response = await fetch('/api/registration-link/photos', { method: 'POST', body });
  if (response.ok) return;
  const answer: unknown = await response.json().catch(() => null);
  const code =
    typeof answer === 'object' && answer !== null && 'code' in answer ? String(answer.code) : '';
  throw new PhotoRefused(
    PHOTO_WORDS[code] ??
      (response.status >= 500 ? 'register.error.generic' : 'register.error.photo'),
  );
}

/**
 * Photos of the guest's ID, taken with the phone's camera or chosen from its pictures. The guest
 * sees how many are in, never the pictures themselves: only the desk opens them.
 */
export function LinkIdPhotos({
  access,
  guestNo,
  count,
  onAdded,
}: {
  access: LinkAccess;
  guestNo: number;
  count: number;
  onAdded: () => void;
}) {
  const inputId = useId();
  const upload = useMutation({
    mutationFn: (file: File) => uploadPhoto(access, guestNo, file),
    onSuccess: onAdded,
  });
  return (
    <div className="mt-4 grid gap-2 border-t pt-4">
      <p className="font-medium text-sm">{t('register.photos')}</p>
      <p className="text-muted-foreground text-sm">{t('register.photosHint')}</p>
      {count > 0 && (
        <p className="text-sm" data-testid={`link-photos-${guestNo}`}>
          {t('register.photosCount', { count })}
        </p>
      )}
      {upload.isError && (
        <FormAlert>
          {t(upload.error instanceof PhotoRefused ? upload.error.words : 'register.error.generic')}
        </FormAlert>
      )}
      <div>
        <label
          htmlFor={inputId}
          className={buttonVariants({ variant: 'outline', className: 'cursor-pointer' })}
        >
          <CameraIcon aria-hidden="true" />
          {upload.isPending ? t('register.uploading') : t('register.photosAdd')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          disabled={upload.isPending || count >= 4}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
      </div>
    </div>
  );
}
