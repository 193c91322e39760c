import {
  MAX_ADULTS,
  MAX_CHILDREN,
  type ManualReservationInput,
} from '@zamalek/domain/manual-reservation';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField, fieldAria, fieldId } from '@/components/form/form-field';
import { GenderSelect, NationalityField } from '@/components/form/guest-fields';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { type CreateFormValues, resizeGuestRows } from '@/features/create-reservation/create-form';

const P = 'create';
const ADULT_CHOICES = Array.from({ length: MAX_ADULTS }, (_, index) => index + 1);
const CHILD_CHOICES = Array.from({ length: MAX_CHILDREN + 1 }, (_, index) => index);

/** Adults and children, one row per guest (name, type, gender for adults), nationality. */
export function GuestsSection({
  form,
}: {
  form: UseFormReturn<CreateFormValues, unknown, ManualReservationInput>;
}) {
  const { errors } = form.formState;
  const [adults, children, guests] = useWatch({
    control: form.control,
    name: ['adults', 'children', 'guests'],
  });
  const resize = (nextAdults: number, nextChildren: number) => {
    form.setValue('adults', nextAdults, { shouldDirty: true });
    form.setValue('children', nextChildren, { shouldDirty: true });
    form.setValue('guests', resizeGuestRows(form.getValues('guests'), nextAdults, nextChildren), {
      shouldDirty: true,
    });
  };
  const guestsError = errors.guests?.message ?? errors.guests?.root?.message;
  let adultNumber = 0;
  let childNumber = 0;

  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        <FormField
          compact
          id={fieldId(P, 'adults')}
          label="Adults"
          required
          error={errors.adults?.message}
        >
          <Select value={String(adults)} onValueChange={(value) => resize(Number(value), children)}>
            <SelectTrigger
              className="w-full"
              {...fieldAria(fieldId(P, 'adults'), errors.adults?.message)}
            >
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
        <FormField
          compact
          id={fieldId(P, 'children')}
          label="Children"
          error={errors.children?.message}
        >
          <Select value={String(children)} onValueChange={(value) => resize(adults, Number(value))}>
            <SelectTrigger
              className="w-full"
              {...fieldAria(fieldId(P, 'children'), errors.children?.message)}
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
        <NationalityField
          control={form.control}
          name="nationality"
          idPrefix={P}
          required
          className="col-span-2 lg:col-span-1"
        />
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">
          Guests{' '}
          <span className="font-normal text-muted-foreground">
            (the first guest's name is required)
          </span>
        </legend>
        {guestsError && <p className="text-destructive text-sm">{guestsError}</p>}
        {guests.map((guest, index) => {
          const number = guest.type === 'adult' ? ++adultNumber : ++childNumber;
          const nameId = fieldId(P, `guests.${index}.name`);
          const genderId = fieldId(P, `guests.${index}.gender`);
          const nameError = errors.guests?.[index]?.name?.message;
          const genderError = errors.guests?.[index]?.gender?.message;
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
                  <GenderSelect
                    control={form.control}
                    name={`guests.${index}.gender`}
                    label={`${typeLabel} ${number} gender`}
                    id={genderId}
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
