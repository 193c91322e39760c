import { useMutation } from '@tanstack/react-query';
import { linkRegistrationSchema } from '@zamalek/domain/registrations/link';
import { ID_TYPES } from '@zamalek/domain/registrations/registration';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { schemaResolver } from '@/components/form/schema-resolver';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { selectClass } from '@/components/ui/native-select';
import { nationalityOptions } from '@/features/booking/nationality-names';
import {
  type RegistrationFormValues,
  registrationDefaults,
  registrationInput,
} from '@/features/registrations/registration-form';
import { currentLang, type MessageId, t } from '@/lib/i18n/i18n';
import { useTRPC } from '@/lib/trpc';
import { linkErrorWords } from './link-errors';
import type { LinkAccess, LinkGuest } from './types';

type Field = Exclude<keyof RegistrationFormValues, 'adult'>;

/** The guest's words for a field the schema refused, whatever the rule: by field, never by text. */
const FIELD_ERRORS: Record<Field, MessageId> = {
  fullName: 'register.error.fullName',
  nationality: 'register.error.generic',
  dateOfBirth: 'register.error.date',
  idType: 'register.error.generic',
  idNumber: 'register.error.text',
  idExpiry: 'register.error.date',
  residenceCountry: 'register.error.text',
};

/** The stay's own registration of a guest, filled in by the guest from their ID. */
export function LinkGuestForm({
  access,
  guest,
  onCancel,
  onSaved,
}: {
  access: LinkAccess;
  guest: LinkGuest;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const trpc = useTRPC();
  const save = useMutation(trpc.guestRegistrationLink.save.mutationOptions());
  const form = useForm({
    resolver: schemaResolver(
      linkRegistrationSchema,
      (values: RegistrationFormValues) => {
        // The stay is the link's: the desk's form reader gives the rest as the schema reads it.
        const { reservationId: _stay, ...registration } = registrationInput(values, {
          reservationId: '',
          guestNo: guest.guestNo,
        });
        return { ...access, registration };
      },
      { raw: true, fieldOf: (path) => (path[0] === 'registration' ? String(path[1]) : null) },
    ),
    defaultValues: registrationDefaults(guest),
  });
  const { errors } = form.formState;
  const idOf = (field: Field) => `link-${guest.guestNo}-${field}`;
  const label = (field: Field, words: MessageId) => <Label htmlFor={idOf(field)}>{t(words)}</Label>;
  const aria = (field: Field) => ({
    id: idOf(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${idOf(field)}-error` : undefined,
  });
  const error = (field: Field) =>
    errors[field] && (
      <p id={`${idOf(field)}-error`} className="text-destructive text-sm">
        {t(FIELD_ERRORS[field])}
      </p>
    );
  const text = (
    field: Field,
    words: MessageId,
    type: 'text' | 'date' = 'text',
    autoComplete = 'off',
  ) => (
    <div className="grid gap-1.5">
      {label(field, words)}
      <Input
        {...aria(field)}
        type={type}
        dir={type === 'date' ? 'ltr' : undefined}
        autoComplete={autoComplete}
        {...form.register(field)}
      />
      {error(field)}
    </div>
  );
  return (
    <form
      noValidate
      className="mt-4 grid gap-4"
      onSubmit={form.handleSubmit((input) => save.mutate(input, { onSuccess: onSaved }))}
    >
      {save.isError && <FormAlert>{t(linkErrorWords(save.error))}</FormAlert>}
      {text('fullName', 'register.fullName', 'text', 'name')}
      {text('dateOfBirth', 'register.dateOfBirth', 'date', 'bday')}
      {guest.adult && (
        <>
          <div className="grid gap-1.5">
            {label('nationality', 'register.nationality')}
            <select
              {...aria('nationality')}
              className={selectClass}
              {...form.register('nationality')}
            >
              <option value="">{t('register.choose')}</option>
              {nationalityOptions(currentLang()).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {error('nationality')}
          </div>
          <div className="grid gap-1.5">
            {label('idType', 'register.idType')}
            <select {...aria('idType')} className={selectClass} {...form.register('idType')}>
              <option value="">{t('register.choose')}</option>
              {ID_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`register.idType.${type}`)}
                </option>
              ))}
            </select>
            {error('idType')}
          </div>
          {text('idNumber', 'register.idNumber')}
          {text('idExpiry', 'register.idExpiry', 'date')}
          {text('residenceCountry', 'register.residenceCountry', 'text', 'country-name')}
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('register.saving') : t('register.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
          {t('register.cancel')}
        </Button>
      </div>
    </form>
  );
}
