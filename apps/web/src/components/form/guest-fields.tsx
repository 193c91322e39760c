import { NATIONALITIES } from '@zamalek/domain/nationalities';
import { isOneOf } from '@zamalek/domain/type-guards';
import {
  type Control,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  type RegisterOptions,
  useController,
} from 'react-hook-form';
import { useFieldError } from '@/components/form/field-error';
import { FormField, fieldAria, fieldId } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { cn } from '@/lib/utils';

/** The lead guest's name, as typed. */
export function GuestNameField<T extends FieldValues, V>({
  control,
  name,
  idPrefix,
  label = 'Guest name',
  required,
}: {
  control: Control<T, unknown, V>;
  name: FieldPathByValue<T, string | null | undefined>;
  idPrefix: string;
  label?: string;
  required?: boolean;
}) {
  const id = fieldId(idPrefix, name);
  const error = useFieldError(control, name);
  return (
    <FormField compact id={id} label={label} required={required} error={error}>
      <Input {...fieldAria(id, error)} autoComplete="off" {...control.register(name)} />
    </FormField>
  );
}

/**
 * How many guests, typed as a whole number; `setValueAs` reads it as the form holds it (the text
 * itself by default).
 */
export function GuestCountField<T extends FieldValues, V>({
  control,
  name,
  idPrefix,
  label,
  required,
  setValueAs,
}: {
  control: Control<T, unknown, V>;
  name: FieldPath<T>;
  idPrefix: string;
  label: string;
  required?: boolean;
  setValueAs?: RegisterOptions<T>['setValueAs'];
}) {
  const id = fieldId(idPrefix, name);
  const error = useFieldError(control, name);
  return (
    <FormField compact id={id} label={label} required={required} error={error}>
      <Input
        {...fieldAria(id, error)}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required={required}
        {...control.register(name, setValueAs ? { setValueAs } : {})}
      />
    </FormField>
  );
}

/**
 * The guests' nationality from the list; `kept` is a stored one the list no longer has (an older
 * booking), offered first so it is not lost.
 */
export function NationalityField<T extends FieldValues, V>({
  control,
  name,
  idPrefix,
  required,
  kept,
  className,
}: {
  control: Control<T, unknown, V>;
  name: FieldPathByValue<T, string | null | undefined>;
  idPrefix: string;
  required?: boolean;
  kept?: string | null | undefined;
  className?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const id = fieldId(idPrefix, name);
  const error = fieldState.error?.message;
  const choices = kept && !isOneOf(NATIONALITIES, kept) ? [kept, ...NATIONALITIES] : NATIONALITIES;
  return (
    <FormField
      compact
      id={id}
      label="Nationality"
      required={required}
      error={error}
      className={className}
    >
      <Select
        value={typeof field.value === 'string' ? field.value : ''}
        onValueChange={field.onChange}
      >
        <SelectTrigger className="w-full" {...fieldAria(id, error)} ref={field.ref}>
          <SelectValue placeholder="Select nationality" />
        </SelectTrigger>
        <SelectContent>
          {choices.map((nationality) => (
            <SelectItem key={nationality} value={nationality}>
              {nationality}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}

/** An adult guest's gender (a child's is not asked); named for its row ("Adult 2 gender"). */
export function GenderSelect<T extends FieldValues, V>({
  control,
  name,
  label,
  id,
  className,
}: {
  control: Control<T, unknown, V>;
  name: FieldPathByValue<T, string | null | undefined>;
  label: string;
  /** With an id, the select is described by its message (the row shows it). */
  id?: string;
  className?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <Select
      value={field.value === 'male' || field.value === 'female' ? field.value : ''}
      onValueChange={(value) =>
        field.onChange(value === 'male' || value === 'female' ? value : null)
      }
    >
      <SelectTrigger
        className={cn('w-full', className)}
        aria-label={label}
        {...(id ? fieldAria(id, error) : {})}
        ref={field.ref}
      >
        <SelectValue placeholder="Gender" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="male">Male</SelectItem>
        <SelectItem value="female">Female</SelectItem>
      </SelectContent>
    </Select>
  );
}
