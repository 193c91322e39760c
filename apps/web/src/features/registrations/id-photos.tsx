import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APP_ERROR_MESSAGES, isAppErrorCode } from '@zamalek/domain/app-errors';
import { MAX_ID_PHOTOS } from '@zamalek/domain/registrations/id-photos';
import { CameraIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { refusalMessage } from '@/lib/errors';
import { formatCreatedDate } from '@/lib/format';
import { chosenProperty, propertyHeaders } from '@/lib/property';
import { useTRPC } from '@/lib/trpc';
import type { RegistrationGuest } from './types';

const UPLOAD_FAILED = 'The photo could not be added. Please try again.';

/** Where a photo is opened: the authorised route, naming the property as the page does. */
function photoAddress(photoId: string) {
  const property = chosenProperty();
  const query = property === null ? '' : `?property=${encodeURIComponent(property)}`;
  return `/api/registration-photos/${encodeURIComponent(photoId)}${query}`;
}

function takenWhere(via: string) {
  return via === 'link' ? 'added from the link' : 'taken at the desk';
}

/** Sends one photo; a refusal is thrown with the words of its code (the server's). */
async function uploadIdPhoto(registrationId: string, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch(`/api/registrations/${encodeURIComponent(registrationId)}/photos`, {
    method: 'POST',
    body,
    headers: propertyHeaders(),
    credentials: 'same-origin',
  });
  if (response.ok) return;
  const answer: unknown = await response.json().catch(() => null);
  const code =
    typeof answer === 'object' && answer !== null && 'code' in answer ? answer.code : undefined;
  throw new Error(isAppErrorCode(code) ? APP_ERROR_MESSAGES[code] : UPLOAD_FAILED);
}

/**
 * Photos of a guest's ID, kept with their registration: taken with the tablet's or phone's camera
 * (or chosen from its pictures), at most four, shown small (each opening is audited). Added and
 * removed while the registration is not signed; once signed, they are shown as they are.
 */
export function IdPhotos({ guest, name }: { guest: RegistrationGuest; name: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const inputId = useId();
  const registration = guest.registration;
  const refresh = () =>
    queryClient.invalidateQueries(
      trpc.registrations.ofStay.queryFilter({ reservationId: registration?.reservationId ?? '' }),
    );
  const upload = useMutation({
    mutationFn: (file: File) => uploadIdPhoto(registration?.id ?? '', file),
    onSettled: refresh,
  });
  const remove = useMutation(
    trpc.registrationPhotos.remove.mutationOptions({ onSettled: refresh }),
  );
  if (!registration) return null;
  const photos = guest.idPhotos;
  const signed = registration.signedAt !== null;
  const full = photos.length >= MAX_ID_PHOTOS;
  const removeError = remove.error
    ? (refusalMessage(remove.error) ?? 'The photo could not be removed. Please try again.')
    : null;

  return (
    <fieldset
      className="grid w-full min-w-0 gap-2 border-t pt-3"
      aria-label={`ID photos of ${name}`}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-medium">ID photos</span>
        <span className="text-muted-foreground text-xs">
          {photos.length} of {MAX_ID_PHOTOS}
        </span>
      </p>
      {photos.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <div key={photo.id} className="relative">
              <a href={photoAddress(photo.id)} target="_blank" rel="noreferrer">
                <img
                  src={photoAddress(photo.id)}
                  alt={`ID ${index + 1} of ${name}, ${takenWhere(photo.uploadedVia)} ${formatCreatedDate(photo.createdAt)}`}
                  className="h-20 w-28 rounded border bg-white object-cover"
                  loading="lazy"
                />
              </a>
              {!signed && (
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  className="absolute -top-2 -right-2 size-6 rounded-full bg-background"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ photoId: photo.id })}
                >
                  <XIcon aria-hidden="true" />
                  <span className="sr-only">
                    Remove ID photo {index + 1} of {name}
                  </span>
                </Button>
              )}
            </div>
          ))}
        </div>
      )}
      {upload.isError && <FormAlert>{upload.error.message}</FormAlert>}
      {removeError && <FormAlert>{removeError}</FormAlert>}
      {!full && !signed && (
        <div>
          <label
            htmlFor={inputId}
            className={buttonVariants({
              variant: 'outline',
              size: 'sm',
              className: 'cursor-pointer',
            })}
          >
            <CameraIcon aria-hidden="true" />
            {upload.isPending ? 'Adding the photo...' : 'Add ID photo'}
            <span className="sr-only"> of {name}</span>
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate(file);
            }}
          />
        </div>
      )}
    </fieldset>
  );
}
