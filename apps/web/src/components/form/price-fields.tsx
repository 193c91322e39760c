import type { Cents } from '@zamalek/domain/money';
import type { Control, FieldPath, FieldValues, RegisterOptions } from 'react-hook-form';
import { useFieldError } from '@/components/form/field-error';
import { fieldAria, fieldId } from '@/components/form/form-field';
import { NightlyPriceField } from '@/components/form/nightly-price-field';
import { priceFieldText } from '@/components/stay-quote/quote-lines';
import { Input } from '@/components/ui/input';

/**
 * The stay's nightly price (`NightlyPriceField`): the quote's, or, switched on by those who may,
 * a manager's typed at `name`. `decimals` 0: whole dollars (a new stay); 2: dollars and cents
 * (a stay being edited), read by `setValueAs`.
 */
export function NightlyPriceInput<T extends FieldValues, V>({
  control,
  name,
  idPrefix,
  decimals,
  canOverride,
  override,
  onOverrideChange,
  quotedNightlyCents,
  placeholder,
  setValueAs,
}: {
  control: Control<T, unknown, V>;
  name: FieldPath<T>;
  idPrefix: string;
  decimals: 0 | 2;
  canOverride: boolean;
  override: boolean;
  onOverrideChange: (override: boolean) => void;
  quotedNightlyCents: Cents | undefined;
  placeholder?: string;
  setValueAs?: RegisterOptions<T>['setValueAs'];
}) {
  const id = fieldId(idPrefix, name);
  const error = useFieldError(control, name);
  return (
    <NightlyPriceField
      id={id}
      canOverride={canOverride}
      override={override}
      onOverrideChange={onOverrideChange}
      quotedNightlyCents={quotedNightlyCents}
      error={error}
    >
      <Input
        {...fieldAria(id, error, true)}
        type="number"
        inputMode={decimals === 0 ? 'numeric' : 'decimal'}
        min={decimals === 0 ? 1 : 0}
        step={decimals === 0 ? 1 : 0.01}
        placeholder={placeholder}
        {...control.register(name, setValueAs ? { setValueAs } : {})}
      />
    </NightlyPriceField>
  );
}

/**
 * The price a switched-on override starts from: what was typed, else the quote's average in
 * whole dollars; switched off, what was typed stays (the form sends the quote's).
 */
export function overrideStartText(
  on: boolean,
  typed: string,
  averageNightlyCents: Cents | undefined,
): string {
  return on && !typed.trim() && averageNightlyCents
    ? priceFieldText(averageNightlyCents, 0)
    : typed;
}
