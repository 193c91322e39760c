import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NATIONALITIES } from '@zamalek/domain/nationalities';
import {
  ID_TYPE_LABELS,
  ID_TYPES,
  registrationSchema,
} from '@zamalek/domain/registrations/registration';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { FormField, fieldAria } from '@/components/form/form-field';
import { schemaResolver } from '@/components/form/schema-resolver';
import { Checkbox } from '@/components/ui/checkbox';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { selectClass } from '@/components/ui/native-select';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import {
  type RegistrationFormValues,
  registrationDefaults,
  registrationInput,
} from './registration-form';
import { guestName, type RegistrationGuest } from './types';

type TextField = 'fullName' | 'dateOfBirth' | 'idNumber' | 'idExpiry' | 'residenceCountry';
const id = (field: keyof RegistrationFormValues) => `registration-${field}`;

/**
 * A guest's registration filled in at the desk, from their ID: anything may wait but the name;
 * what is still missing before they can sign shows on the card.
 */
export function RegistrationDialog({
  reservationId,
  guest,
  onClose,
}: {
  reservationId: string;
  guest: RegistrationGuest;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm({
    // The input goes as typed (raw): the server reads it with the same schema.
    resolver: schemaResolver(
      registrationSchema,
      (values: RegistrationFormValues) =>
        registrationInput(values, { reservationId, guestNo: guest.guestNo }),
      { raw: true },
    ),
    defaultValues: registrationDefaults(guest),
  });
  useDiscardGuard(form);
  const { errors } = form.formState;
  const save = useMutation(
    trpc.registrations.save.mutationOptions({
      onSuccess: async () => {
        toast.success('Registration saved');
        onClose();
        await queryClient.invalidateQueries({ queryKey: trpc.registrations.ofStay.queryKey() });
      },
    }),
  );
  const failure = save.isError
    ? (trpcErrorMessage(save.error) ?? 'The registration could not be saved. Please try again.')
    : null;

  const text = (
    field: TextField,
    label: string,
    extra: { type?: 'date'; autoComplete?: string; required?: boolean } = {},
  ) => (
    <FormField
      compact
      id={id(field)}
      label={label}
      required={extra.required}
      error={errors[field]?.message}
    >
      <Input
        {...fieldAria(id(field), errors[field]?.message)}
        type={extra.type ?? 'text'}
        autoComplete={extra.autoComplete ?? 'off'}
        {...form.register(field)}
      />
    </FormField>
  );
  const choice = (
    field: 'nationality' | 'idType',
    label: string,
    options: ReadonlyArray<{ value: string; label: string }>,
  ) => (
    <FormField compact id={id(field)} label={label} error={errors[field]?.message}>
      <select
        {...fieldAria(id(field), errors[field]?.message)}
        className={selectClass}
        {...form.register(field)}
      >
        <option value="">Not known yet</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
  const title = `Registration of ${guestName(guest)}`;

  return (
    <FormDialog open onOpenChange={(next) => !next && !save.isPending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <form
          noValidate
          aria-label={title}
          className="grid gap-4"
          onSubmit={form.handleSubmit((input) => save.mutate(input))}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              As on the guest’s ID. Details may wait, but the guest signs only once all are in.
            </DialogDescription>
          </DialogHeader>
          {failure && <FormAlert>{failure}</FormAlert>}
          {text('fullName', 'Full name', { required: true, autoComplete: 'name' })}
          <div className="flex items-center gap-2">
            <Controller
              control={form.control}
              name="adult"
              render={({ field }) => (
                <Checkbox
                  id={id('adult')}
                  aria-describedby={`${id('adult')}-hint`}
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              )}
            />
            <Label htmlFor={id('adult')}>Adult</Label>
            <span id={`${id('adult')}-hint`} className="text-muted-foreground text-xs">
              A child needs only a date of birth.
            </span>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {choice(
              'nationality',
              'Nationality',
              NATIONALITIES.map((value) => ({ value, label: value })),
            )}
            {text('dateOfBirth', 'Date of birth', { type: 'date', autoComplete: 'bday' })}
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {choice(
              'idType',
              'ID type',
              ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value] })),
            )}
            {text('idNumber', 'ID number')}
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {text('idExpiry', 'ID valid until', { type: 'date' })}
            {text('residenceCountry', 'Country of residence', { autoComplete: 'country-name' })}
          </div>
          <FormDialogFooter
            pending={save.isPending}
            submit="Save registration"
            pendingText="Saving..."
            spinnerLabel="Saving the registration"
          />
        </form>
      </DialogContent>
    </FormDialog>
  );
}
