import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guestDataRequestSchema, guestEraseSchema } from '@zamalek/domain/guest-data';
import { can } from '@zamalek/domain/roles';
import { DownloadIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { FormField, fieldAria } from '@/components/form/form-field';
import { schemaResolver } from '@/components/form/schema-resolver';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { saveBlob } from '@/lib/download';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * A guest's data request: everything the property holds about a guest, found by the e-mail
 * address their stays were booked with, saved as a JSON file; or, for those who may, erased once
 * every stay is over, after the address is typed again.
 */
export function GuestDataDialog({
  stays,
  onClose,
}: {
  /** The stays the page shows, offered as the address's choices (a reservation picked). */
  stays: readonly { email: string; name: string; bookingReference: string }[];
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const request = useForm({
    resolver: schemaResolver(guestDataRequestSchema, (values: { email: string }) => values),
    defaultValues: { email: '' },
  });
  const erasure = useForm({
    resolver: schemaResolver(
      guestEraseSchema,
      (values: { confirmEmail: string }) => ({
        email: request.getValues('email'),
        confirmEmail: values.confirmEmail,
      }),
      { fieldOf: () => 'confirmEmail' },
    ),
    defaultValues: { confirmEmail: '' },
  });
  const fail = (fallback: string) => (error: unknown) =>
    setFailure(trpcErrorMessage(error) ?? fallback);
  const exportData = useMutation(
    trpc.guestData.export.mutationOptions({
      onSuccess: ({ fileName, data }) => {
        saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
        toast.success('Guest data exported', {
          description: `${fileName}: ${plural(data.stays.length, 'stay')}`,
        });
      },
      onError: fail('The guest’s data could not be exported. Please try again.'),
    }),
  );
  const erase = useMutation(
    trpc.guestData.erase.mutationOptions({
      onSuccess: async (counts) => {
        toast.success('Guest data erased', {
          description: `${plural(counts.stays, 'stay')}, ${plural(counts.registrations, 'registration')}`,
        });
        onClose();
        await queryClient.invalidateQueries({ queryKey: trpc.guests.pathKey() });
      },
      onError: fail('The guest’s data could not be erased. Please try again.'),
    }),
  );
  const pending = exportData.isPending || erase.isPending;
  const choices = stays.filter(
    (stay, index) =>
      stay.email !== '' &&
      stays.findIndex((other) => other.bookingReference === stay.bookingReference) === index,
  );
  const emailError = request.formState.errors.email?.message;
  const confirmError = erasure.formState.errors.confirmEmail?.message;
  return (
    <Dialog open onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Guest data request</DialogTitle>
          <DialogDescription>
            Everything held about a guest, found by the e-mail address their stays were booked with.
          </DialogDescription>
        </DialogHeader>
        {failure && <FormAlert>{failure}</FormAlert>}
        <form
          noValidate
          aria-label="Export the guest’s data"
          className="grid gap-3"
          onSubmit={request.handleSubmit((input) => {
            setFailure(null);
            exportData.mutate(input);
          })}
        >
          <FormField id="guest-data-email" label="Guest’s e-mail address" error={emailError}>
            <Input
              {...fieldAria('guest-data-email', emailError)}
              type="email"
              autoComplete="off"
              list="guest-data-stays"
              {...request.register('email')}
            />
          </FormField>
          <datalist id="guest-data-stays">
            {choices.map((stay) => (
              <option
                key={`${stay.bookingReference}-${stay.email}`}
                value={stay.email}
                label={`${stay.name} · ${stay.bookingReference}`}
              />
            ))}
          </datalist>
          {can(auth, 'guests.export') && (
            <Button type="submit" className="justify-self-start" disabled={pending}>
              {exportData.isPending ? (
                <Spinner label="Exporting" />
              ) : (
                <DownloadIcon aria-hidden="true" />
              )}
              Export
            </Button>
          )}
        </form>
        {can(auth, 'guests.erase') && (
          <form
            noValidate
            aria-label="Erase the guest’s data"
            className="grid gap-3 border-t pt-4"
            onSubmit={erasure.handleSubmit((input) => {
              setFailure(null);
              erase.mutate(input);
            })}
          >
            <p className="text-muted-foreground text-sm">
              Erasing removes the guest’s registrations, ID photos, signatures and documents, and
              their names and contact details from their stays, once every stay is over. Dates,
              rooms and money stay. It cannot be undone.
            </p>
            <FormField
              id="guest-data-confirm"
              label="Type the e-mail address again to erase"
              error={confirmError}
            >
              <Input
                {...fieldAria('guest-data-confirm', confirmError)}
                type="email"
                autoComplete="off"
                {...erasure.register('confirmEmail')}
              />
            </FormField>
            <Button
              type="submit"
              variant="destructive"
              className="justify-self-start"
              disabled={pending}
            >
              {erase.isPending ? <Spinner label="Erasing" /> : <Trash2Icon aria-hidden="true" />}
              Erase
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
