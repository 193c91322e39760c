import { useQuery } from '@tanstack/react-query';
import { SOURCE_OTHERS, sourceChoices } from '@zamalek/domain/manual-reservation';
import { PHONE_COUNTRY_CODES, phoneFieldText } from '@zamalek/domain/phone';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField, fieldAria, fieldId } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import {
  type CreateFormValues,
  type FieldErrors,
  phoneCodeOf,
} from '@/features/create-reservation/create-form';
import { useTRPC } from '@/lib/trpc';

const P = 'create';

/** Contact e-mail and phone (country code + digits). */
export function ContactSection({
  form,
  errors,
}: {
  form: UseFormReturn<CreateFormValues>;
  errors: FieldErrors;
}) {
  const phoneError = errors.phoneNumber ?? errors.phoneCountry;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        compact
        id={fieldId(P, 'contactEmail')}
        label="Contact email"
        required
        error={errors.contactEmail}
      >
        <Input
          {...fieldAria(fieldId(P, 'contactEmail'), errors.contactEmail)}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="guest@example.com"
          {...form.register('contactEmail')}
        />
      </FormField>
      <FormField
        compact
        id={fieldId(P, 'phoneNumber')}
        label="Contact phone"
        required
        error={phoneError}
      >
        <div className="flex gap-2">
          <Controller
            control={form.control}
            name="phoneCountry"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  className="w-28 shrink-0"
                  aria-label="Phone country code"
                  {...fieldAria(fieldId(P, 'phoneCountry'), errors.phoneCountry)}
                >
                  <SelectValue>{phoneCodeOf(field.value)}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {PHONE_COUNTRY_CODES.map((entry) => (
                    <SelectItem key={entry.country} value={entry.country}>
                      {entry.country} ({entry.code})
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <Controller
            control={form.control}
            name="phoneNumber"
            render={({ field }) => (
              <Input
                {...fieldAria(fieldId(P, 'phoneNumber'), phoneError)}
                type="tel"
                inputMode="numeric"
                autoComplete="off"
                placeholder="1001234567"
                maxLength={15}
                value={field.value}
                onBlur={field.onBlur}
                ref={field.ref}
                onChange={(event) => field.onChange(phoneFieldText(event.target.value))}
              />
            )}
          />
        </div>
      </FormField>
    </div>
  );
}

/** Booking source (linked sales sources, KSS, Booking.com, Others + text) and notes. */
export function BookingSection({
  form,
  errors,
}: {
  form: UseFormReturn<CreateFormValues>;
  errors: FieldErrors;
}) {
  const trpc = useTRPC();
  const names = useQuery(trpc.reservations.sourceNames.queryOptions());
  const source = useWatch({ control: form.control, name: 'source' });
  const choices = sourceChoices(names.data ?? []);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        compact
        id={fieldId(P, 'source')}
        label="Booking source"
        required
        error={errors.source}
      >
        <Controller
          control={form.control}
          name="source"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger className="w-full" {...fieldAria(fieldId(P, 'source'), errors.source)}>
                <SelectValue placeholder="Select source" />
              </SelectTrigger>
              <SelectContent>
                {choices.map((choice) => (
                  <SelectItem key={choice} value={choice}>
                    {choice}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      {source === SOURCE_OTHERS && (
        <FormField
          compact
          id={fieldId(P, 'sourceSpecification')}
          label="Specify source"
          required
          error={errors.sourceSpecification}
        >
          <Input
            {...fieldAria(fieldId(P, 'sourceSpecification'), errors.sourceSpecification)}
            placeholder="e.g. Instagram, walk-in, travel agent"
            maxLength={120}
            {...form.register('sourceSpecification')}
          />
        </FormField>
      )}
      <FormField
        compact
        id={fieldId(P, 'notes')}
        label="Notes"
        error={errors.notes}
        className="sm:col-span-2"
      >
        <Textarea
          {...fieldAria(fieldId(P, 'notes'), errors.notes)}
          rows={3}
          maxLength={2000}
          placeholder="Arrival time, special requests…"
          {...form.register('notes')}
        />
      </FormField>
    </div>
  );
}
