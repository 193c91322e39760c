import { type Cents, formatMoney } from '@zamalek/domain/money';
import type { ReactNode } from 'react';
import { FormField } from '@/components/form/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * The stay's nightly price: the quote's average, read-only; for those who may override rates
 * (`rates.override`), a switch that reveals the price field (`children`, the form's own input
 * with this `id`). Off, the form sends no price and the stay is priced by the rates.
 */
export function NightlyPriceField({
  id,
  canOverride,
  override,
  onOverrideChange,
  quotedNightlyCents,
  error,
  className,
  children,
}: {
  id: string;
  canOverride: boolean;
  override: boolean;
  onOverrideChange: (override: boolean) => void;
  /** The quote's average nightly price; undefined until priced. */
  quotedNightlyCents: Cents | undefined;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const editable = canOverride && override;
  return (
    <div className={className ?? 'grid content-start gap-2'}>
      <FormField
        compact
        id={id}
        label={editable ? 'Nightly price (USD)' : 'Price per night'}
        required={editable}
        error={editable ? error : undefined}
        hint={
          editable
            ? 'Replaces the rates, stay-length discount and extra-guest fee.'
            : canOverride
              ? undefined
              : 'From the rates. A manager can set another price.'
        }
      >
        {editable ? (
          children
        ) : (
          <Input
            id={id}
            readOnly
            className="bg-muted/40"
            value={quotedNightlyCents === undefined ? '' : formatMoney(quotedNightlyCents)}
            placeholder="From the rates"
            aria-describedby={canOverride ? undefined : `${id}-hint`}
          />
        )}
      </FormField>
      {canOverride && (
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-override`}
            checked={override}
            onCheckedChange={(checked) => onOverrideChange(checked === true)}
          />
          <Label htmlFor={`${id}-override`} className="font-normal">
            Override nightly price
          </Label>
        </div>
      )}
    </div>
  );
}
