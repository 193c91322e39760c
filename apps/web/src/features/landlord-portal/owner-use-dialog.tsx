import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import { ownerUseRequestSchema } from '@zamalek/domain/owners/portal';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DatePicker } from '@/components/form/date-picker';
import { FormAlert } from '@/components/form/form-alert';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { FormField } from '@/components/form/form-field';
import { schemaResolver } from '@/components/form/schema-resolver';
import { DialogContent } from '@/components/ui/dialog';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { ChoiceField, FolioFormHeader, TextField } from '../folio/folio-fields';

interface RequestValues {
  unitId: string;
  from: IsoDate | '';
  to: IsoDate | '';
  note: string;
}

/** A landlord asks for nights in one of their rooms; the management approves or declines. */
export function OwnerUseDialog({
  rooms,
  today,
  onClose,
}: {
  rooms: readonly { unitId: string; name: string }[];
  today: IsoDate;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const ask = useMutation(
    trpc.landlordPortal.requestOwnerUse.mutationOptions({
      onSuccess: async () => {
        toast.success('Your request was sent to the management');
        onClose();
        await queryClient.invalidateQueries({ queryKey: trpc.landlordPortal.pathKey() });
      },
      onError: (error) =>
        setFailure(trpcErrorMessage(error) ?? 'Could not send the request. Please try again.'),
    }),
  );
  const form = useForm({
    resolver: schemaResolver(ownerUseRequestSchema, (values: RequestValues) => values),
    defaultValues: { unitId: rooms[0]?.unitId ?? '', from: '', to: '', note: '' },
  });
  useDiscardGuard(form);
  const { errors } = form.formState;
  const from = form.watch('from');
  return (
    <FormDialog open onOpenChange={(next) => !next && !ask.isPending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <form
          noValidate
          aria-label="Ask for owner-use nights"
          className="grid gap-4"
          onSubmit={form.handleSubmit((input) => ask.mutate(input))}
        >
          <FolioFormHeader
            title="Ask for owner-use nights"
            description="Once the management approves, the room is kept for you and not sold on those nights."
          />
          {failure && <FormAlert>{failure}</FormAlert>}
          <ChoiceField
            form={form}
            name="unitId"
            label="Room"
            options={rooms.map((room) => ({ value: room.unitId, label: room.name }))}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              compact
              id="owner-use-from"
              label="First night"
              required
              error={errors.from?.message}
            >
              <Controller
                control={form.control}
                name="from"
                render={({ field }) => (
                  <DatePicker
                    ref={field.ref}
                    id="owner-use-from"
                    value={field.value}
                    today={today}
                    minDate={today}
                    invalid={Boolean(errors.from)}
                    describedBy={errors.from ? 'owner-use-from-error' : undefined}
                    onChange={(next) => {
                      field.onChange(next);
                      const to = form.getValues('to');
                      if (to === '' || to <= next) {
                        form.setValue('to', addDaysIso(next, 1), { shouldDirty: true });
                      }
                      form.clearErrors('to');
                    }}
                  />
                )}
              />
            </FormField>
            <FormField
              compact
              id="owner-use-to"
              label="Leaving on"
              required
              error={errors.to?.message}
            >
              <Controller
                control={form.control}
                name="to"
                render={({ field }) => (
                  <DatePicker
                    ref={field.ref}
                    id="owner-use-to"
                    value={field.value}
                    today={today}
                    minDate={from ? addDaysIso(from, 1) : today}
                    defaultMonth={from || undefined}
                    invalid={Boolean(errors.to)}
                    describedBy={errors.to ? 'owner-use-to-error' : undefined}
                    onChange={field.onChange}
                  />
                )}
              />
            </FormField>
          </div>
          <TextField form={form} name="note" label="Note for the management" />
          <FormDialogFooter
            pending={ask.isPending}
            submit="Send request"
            pendingText="Sending..."
            spinnerLabel="Sending the request"
          />
        </form>
      </DialogContent>
    </FormDialog>
  );
}
