import { MAX_ADULTS, MAX_CHILDREN } from '@zamalek/domain/manual-reservation';
import { NATIONALITIES } from '@zamalek/domain/nationalities';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField, fieldAria, fieldId } from '@/components/form/form-field';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import {
  type CreateFormValues,
  type FieldErrors,
  resizeGuestRows,
} from '@/features/create-reservation/create-form';

const P = 'create';
const ADULT_CHOICES = Array.from({ length: MAX_ADULTS }, (_, index) => index + 1);
const CHILD_CHOICES = Array.from({ length: MAX_CHILDREN + 1 }, (_, index) => index);

/** Adults and children, one row per guest (name, type, gender for adults), nationality. */
export function GuestsSection({
  form,
  errors,
}: {
  form: UseFormReturn<CreateFormValues>;
  errors: FieldErrors;
}) {
  const [adults, children, guests] = useWatch({
    control: form.control,
    name: ['adults', 'children', 'guests'],
  });
  const resize = (nextAdults: number, nextChildren: number) => {
    form.setValue('adults', nextAdults, { shouldDirty: true });
    form.setValue('children', nextChildren, { shouldDirty: true });
    form.setValue('guests', resizeGuestRows(form.getValues('guests'), nextAdults, nextChildren));
  };
  let adultNumber = 0;
  let childNumber = 0;

  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        <FormField compact id={fieldId(P, 'adults')} label="Adults" required error={errors.adults}>
          <Select value={String(adults)} onValueChange={(value) => resize(Number(value), children)}>
            <SelectTrigger className="w-full" {...fieldAria(fieldId(P, 'adults'), errors.adults)}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ADULT_CHOICES.map((count) => (
                <SelectItem key={count} value={String(count)}>
                  {count}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField compact id={fieldId(P, 'children')} label="Children" error={errors.children}>
          <Select value={String(children)} onValueChange={(value) => resize(adults, Number(value))}>
            <SelectTrigger
              className="w-full"
              {...fieldAria(fieldId(P, 'children'), errors.children)}
            >
              {/* Spelled out: the trigger showed nothing for 0 until a count was picked. */}
              <SelectValue placeholder="0">{String(children)}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {CHILD_CHOICES.map((count) => (
                <SelectItem key={count} value={String(count)}>
                  {String(count)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField
          compact
          id={fieldId(P, 'nationality')}
          label="Nationality"
          required
          error={errors.nationality}
          className="col-span-2 lg:col-span-1"
        >
          <Controller
            control={form.control}
            name="nationality"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  className="w-full"
                  {...fieldAria(fieldId(P, 'nationality'), errors.nationality)}
                >
                  <SelectValue placeholder="Select nationality" />
                </SelectTrigger>
                <SelectContent>
                  {NATIONALITIES.map((nationality) => (
                    <SelectItem key={nationality} value={nationality}>
                      {nationality}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">
          Guests{' '}
          <span className="font-normal text-muted-foreground">
            (the first guest's name is required)
          </span>
        </legend>
        {errors.guests && <p className="text-destructive text-sm">{errors.guests}</p>}
        {guests.map((guest, index) => {
          const number = guest.type === 'adult' ? ++adultNumber : ++childNumber;
          const nameId = fieldId(P, `guests.${index}.name`);
          const genderId = fieldId(P, `guests.${index}.gender`);
          const nameError = errors[`guests.${index}.name`];
          const genderError = errors[`guests.${index}.gender`];
          const typeLabel = guest.type === 'adult' ? 'Adult' : 'Child';
          return (
            <div
              // Rows are positions (guest 1, guest 2…), regenerated from the counts.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
              key={index}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 rounded-md border bg-muted/30 p-2 sm:grid-cols-[minmax(0,1fr)_5.5rem_9rem]"
            >
              <div className="grid gap-1">
                <label htmlFor={nameId} className="sr-only">
                  {`${typeLabel} ${number} name`}
                </label>
                <Input
                  {...fieldAria(nameId, nameError)}
                  placeholder={`${typeLabel} ${number} full name`}
                  autoComplete="off"
                  maxLength={100}
                  {...form.register(`guests.${index}.name`)}
                />
                {nameError && (
                  <p id={`${nameId}-error`} className="text-destructive text-xs">
                    {nameError}
                  </p>
                )}
              </div>
              <Badge
                variant={guest.type === 'adult' ? 'secondary' : 'accent'}
                className="mt-2 justify-self-start"
                aria-label={`Guest type: ${typeLabel}`}
              >
                {typeLabel}
              </Badge>
              {guest.type === 'adult' ? (
                <div className="col-span-2 grid gap-1 sm:col-span-1">
                  <Controller
                    control={form.control}
                    name={`guests.${index}.gender`}
                    render={({ field }) => (
                      <Select
                        value={field.value ?? ''}
                        onValueChange={(value) =>
                          field.onChange(value === 'male' || value === 'female' ? value : null)
                        }
                      >
                        <SelectTrigger
                          className="w-full"
                          aria-label={`${typeLabel} ${number} gender`}
                          {...fieldAria(genderId, genderError)}
                        >
                          <SelectValue placeholder="Gender" />
                        </SelectTrigger>
                        <SelectContent>
                          <SelectItem value="male">Male</SelectItem>
                          <SelectItem value="female">Female</SelectItem>
                        </SelectContent>
                      </Select>
                    )}
                  />
                  {genderError && (
                    <p id={`${genderId}-error`} className="text-destructive text-xs">
                      {genderError}
                    </p>
                  )}
                </div>
              ) : (
                <span className="hidden sm:block" />
              )}
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
