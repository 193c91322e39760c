import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_PHOTOS_PER_TYPE } from '@zamalek/domain/suite-presentation';
import { ArrowLeftIcon, ArrowRightIcon, ImagePlusIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { SuitePhoto } from '@/components/suite-photo';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { uploadSuitePhoto } from './photo-upload';
import type { PresentedPhoto, RoomTypePresentation } from './types';

/** The same ids with one moved to `to`. */
function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

/**
 * The room type's photos in the order guests see them; the first is the cover on the suites page
 * and in the booking wizard. The server removes their metadata (camera, location) and makes the
 * sizes the pages load.
 */
export function PhotosSection({
  type,
  idPrefix,
}: {
  type: RoomTypePresentation;
  idPrefix: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(0);
  const [removing, setRemoving] = useState<PresentedPhoto | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.presentations.list.queryKey() });
  const order = useMutation(
    trpc.presentations.orderPhotos.mutationOptions({
      onSettled: refresh,
      onError: (failure) => toast.error(refusalMessage(failure) ?? 'Could not reorder the photos.'),
    }),
  );
  const remove = useMutation(
    trpc.presentations.removePhoto.mutationOptions({
      onSuccess: () => {
        toast.success('Photo deleted');
        setRemoving(null);
      },
      onSettled: refresh,
      onError: (failure) => toast.error(refusalMessage(failure) ?? 'Could not delete the photo.'),
    }),
  );

  const { photos } = type;
  const ids = photos.map((photo) => photo.id);
  const reorder = (from: number, to: number) =>
    order.mutate({ roomTypeId: type.id, photoIds: moved(ids, from, to) });
  const full = photos.length + uploading >= MAX_PHOTOS_PER_TYPE;

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setUploading((count) => count + files.length);
    for (const file of files) {
      try {
        await uploadSuitePhoto(type.id, file);
      } catch (error) {
        toast.error(`${file.name}: not added`, {
          description: error instanceof Error ? error.message : undefined,
        });
      } finally {
        setUploading((count) => count - 1);
        await refresh();
      }
    }
  };

  const input = `${idPrefix}-photo-input`;
  return (
    <section aria-labelledby={`${idPrefix}-photos`} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={`${idPrefix}-photos`} className="font-medium">
            Photos
          </h3>
          <p className="text-muted-foreground text-sm">
            JPEG, PNG, WebP or AVIF up to 15 MB. The first photo is the cover. Location and camera
            details are removed.
          </p>
        </div>
        <div>
          <input
            id={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            multiple
            className="peer sr-only"
            disabled={full}
            onChange={(event) => void add(event)}
          />
          <label
            htmlFor={input}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border bg-card px-4 font-medium text-sm shadow-xs hover:bg-accent peer-disabled:cursor-not-allowed peer-disabled:opacity-50 peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50"
          >
            {uploading > 0 ? (
              <Spinner label="Uploading" />
            ) : (
              <ImagePlusIcon className="size-4" aria-hidden="true" />
            )}
            Add photos<span className="sr-only"> of {type.unitType}</span>
          </label>
        </div>
      </div>
      {photos.length === 0 && uploading === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
          No photos yet: guests see a drawing of the suite instead.
        </p>
      ) : (
        <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo, index) => {
            const which = `photo ${index + 1} of ${type.unitType}`;
            return (
              <li key={photo.id} className="overflow-hidden rounded-lg border bg-card">
                <div className="relative">
                  <SuitePhoto
                    photo={photo}
                    alt={`${type.unitType}, photo ${index + 1}`}
                    sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[4/3] h-auto w-full"
                  />
                  {index === 0 && (
                    <Badge className="absolute start-2 top-2">
                      <StarIcon aria-hidden="true" />
                      Cover
                    </Badge>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-1.5 p-2">
                  {index > 0 && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={order.isPending}
                      onClick={() => reorder(index, 0)}
                      aria-label={`Make ${which} the cover`}
                    >
                      <StarIcon aria-hidden="true" />
                      Cover
                    </Button>
                  )}
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-8"
                    disabled={index === 0 || order.isPending}
                    onClick={() => reorder(index, index - 1)}
                    aria-label={`Move ${which} earlier`}
                  >
                    <ArrowLeftIcon aria-hidden="true" className="rtl:rotate-180" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-8"
                    disabled={index === photos.length - 1 || order.isPending}
                    onClick={() => reorder(index, index + 1)}
                    aria-label={`Move ${which} later`}
                  >
                    <ArrowRightIcon aria-hidden="true" className="rtl:rotate-180" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="ms-auto text-destructive"
                    onClick={() => setRemoving(photo)}
                    aria-label={`Delete ${which}`}
                  >
                    <Trash2Icon aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <AlertDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null);
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this photo?</AlertDialogTitle>
            <AlertDialogDescription>
              It disappears from the public site at once and its files are removed.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => removing && remove.mutate({ id: removing.id })}
            >
              {remove.isPending && <Spinner label="Deleting" />}
              Delete photo
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
