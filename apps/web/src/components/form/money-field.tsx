import type { Control, FieldPath, FieldValues, RegisterOptions } from 'react-hook-form';
import { useFieldError } from '@/components/form/field-error';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';

/**
 * An amount typed as decimal text (a rate, a fee, a discount): `dollar` puts a $ inside the
 * field, `unit` names what it counts after it ("%", "$ a night"). `setValueAs` reads the text as
 * the form holds it (the text itself by default).
 */
export function MoneyField<T extends FieldValues, V>({
  control,
  name,
  id,
  label,
  required,
  hint,
  placeholder,
  dollar,
  unit,
  setValueAs,
}: {
  control: Control<T, unknown, V>;
  name: FieldPath<T>;
  id: string;
  label: string;
  required?: boolean;
  hint?: string | undefined;
  placeholder?: string;
  dollar?: boolean;
  unit?: string;
  setValueAs?: RegisterOptions<T>['setValueAs'];
}) {
  const error = useFieldError(control, name);
  const input = (
    <Input
      {...fieldAria(id, error, hint)}
      className={dollar ? 'pl-6' : undefined}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      {...control.register(name, setValueAs ? { setValueAs } : {})}
    />
  );
  return (
    <FormField compact id={id} label={label} required={required} error={error} hint={hint}>
      {dollar ? (
        <div className="relative">
          <span className="-translate-y-1/2 absolute top-1/2 left-3 text-muted-foreground text-sm">
            $
          </span>
          {input}
        </div>
      ) : unit ? (
        <div className="flex items-center gap-2">
          {input}
          <span className="text-muted-foreground text-sm">{unit}</span>
        </div>
      ) : (
        input
      )}
    </FormField>
  );
}
