import { PHONE_COUNTRY_CODES, phoneFieldText } from '@zamalek/domain/phone';
import {
  type Control,
  type FieldPathByValue,
  type FieldValues,
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

interface ContactFieldProps<T extends FieldValues, V> {
  control: Control<T, unknown, V>;
  name: FieldPathByValue<T, string | null | undefined>;
  idPrefix: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  hint?: string;
  /** Fields whose check depends on this one (a phone or an e-mail): re-checked as it changes. */
  deps?: FieldPathByValue<T, string | null | undefined>[];
}

/** The guest's contact e-mail. */
export function ContactEmailField<T extends FieldValues, V>({
  control,
  name,
  idPrefix,
  label,
  required,
  placeholder,
  hint,
  deps,
}: ContactFieldProps<T, V>) {
  const id = fieldId(idPrefix, name);
  const error = useFieldError(control, name);
  return (
    <FormField compact id={id} label={label} required={required} error={error} hint={hint}>
      <Input
        {...fieldAria(id, error, hint)}
        type="email"
        inputMode="email"
        autoComplete="off"
        placeholder={placeholder}
        {...control.register(name, deps ? { deps } : {})}
      />
    </FormField>
  );
}

/** The guest's contact phone, as typed (any format, a country code or not). */
export function ContactPhoneField<T extends FieldValues, V>({
  control,
  name,
  idPrefix,
  label,
  required,
  placeholder,
  hint,
  deps,
}: ContactFieldProps<T, V>) {
  const id = fieldId(idPrefix, name);
  const error = useFieldError(control, name);
  return (
    <FormField compact id={id} label={label} required={required} error={error} hint={hint}>
      <Input
        {...fieldAria(id, error, hint)}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder={placeholder}
        {...control.register(name, deps ? { deps } : {})}
      />
    </FormField>
  );
}

/**
 * The guest's phone as a country (its calling code) and the digits: typed punctuation is dropped
 * as it is typed. `codeOf` names a country's calling code for the select's face.
 */
export function PhoneWithCountryField<T extends FieldValues, V>({
  control,
  country,
  number,
  idPrefix,
  label,
  required,
  codeOf,
}: {
  control: Control<T, unknown, V>;
  country: FieldPathByValue<T, string | null | undefined>;
  number: FieldPathByValue<T, string | null | undefined>;
  idPrefix: string;
  label: string;
  required?: boolean;
  codeOf: (country: string) => string;
}) {
  const countryField = useController({ control, name: country });
  const numberField = useController({ control, name: number });
  const countryError = countryField.fieldState.error?.message;
  const error = numberField.fieldState.error?.message ?? countryError;
  const chosen = typeof countryField.field.value === 'string' ? countryField.field.value : '';
  const digits = typeof numberField.field.value === 'string' ? numberField.field.value : '';
  return (
    <FormField
      compact
      id={fieldId(idPrefix, number)}
      label={label}
      required={required}
      error={error}
    >
      <div className="flex gap-2">
        <Select value={chosen} onValueChange={countryField.field.onChange}>
          <SelectTrigger
            className="w-28 shrink-0"
            aria-label="Phone country code"
            {...fieldAria(fieldId(idPrefix, country), countryError)}
            ref={countryField.field.ref}
          >
            <SelectValue>{codeOf(chosen)}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            {PHONE_COUNTRY_CODES.map((entry) => (
              <SelectItem key={entry.country} value={entry.country}>
                {entry.country} ({entry.code})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Input
          {...fieldAria(fieldId(idPrefix, number), error)}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          placeholder="1001234567"
          maxLength={15}
          value={digits}
          onBlur={numberField.field.onBlur}
          ref={numberField.field.ref}
          onChange={(event) => numberField.field.onChange(phoneFieldText(event.target.value))}
        />
      </div>
    </FormField>
  );
}
