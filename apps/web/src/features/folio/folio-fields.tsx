import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField, fieldAria } from '@/components/form/form-field';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { selectClass } from '@/components/ui/native-select';

/** A text field of a folio form, its error from the form. */
export function TextField<T extends FieldValues, O>({
  form,
  name,
  label,
  required,
  hint,
  inputMode,
  prefix,
}: {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  prefix?: string;
}) {
  const id = `folio-${name}`;
  const error = form.formState.errors[name]?.message;
  const message = typeof error === 'string' ? error : undefined;
  const input = (
    <Input
      {...fieldAria(id, message, hint)}
      inputMode={inputMode}
      autoComplete="off"
      className={prefix ? 'pl-12' : undefined}
      {...form.register(name)}
    />
  );
  return (
    <FormField compact id={id} label={label} required={required} error={message} hint={hint}>
      {prefix ? (
        <div className="relative">
          <span className="-translate-y-1/2 absolute top-1/2 left-3 text-muted-foreground text-sm">
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </FormField>
  );
}

/** A choice of a folio form as a native select (one tap on a phone). */
export function ChoiceField<T extends FieldValues, O>({
  form,
  name,
  label,
  options,
  onChange,
}: {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Told of each choice, after the form has it. */
  onChange?: (value: string) => void;
}) {
  const id = `folio-${name}`;
  const error = form.formState.errors[name]?.message;
  const message = typeof error === 'string' ? error : undefined;
  return (
    <FormField compact id={id} label={label} required error={message}>
      <select
        {...fieldAria(id, message)}
        className={selectClass}
        {...form.register(name, { onChange: (event) => onChange?.(String(event.target.value)) })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** A folio dialog's title and what its entry will do. */
export function FolioFormHeader({ title, description }: { title: string; description: string }) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

/** The form field a schema issue belongs to: amounts are typed as text beside their minor units. */
export function folioFieldOf(path: readonly PropertyKey[]): string | null {
  const [top, inner] = path.map(String);
  if (top === 'amountMinor') return 'amount';
  if (top === 'tender') return inner === 'rate' ? 'rate' : 'tenderAmount';
  return top ?? null;
}
