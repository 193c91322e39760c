import { can } from '@zamalek/domain/roles';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { fieldAria, fieldId } from '@/components/form/form-field';
import { NightlyPriceField } from '@/components/stay-quote/nightly-price-field';
import { priceFieldText } from '@/components/stay-quote/quote-lines';
import { hasStay } from '@/components/stay-quote/quote-request';
import { StayQuotePanel } from '@/components/stay-quote/stay-quote-panel';
import { useStayQuote } from '@/components/stay-quote/use-stay-quote';
import { Input } from '@/components/ui/input';
import {
  type CreateFormValues,
  createQuoteRequest,
  type FieldErrors,
} from '@/features/create-reservation/create-form';
import { useAuth } from '@/lib/auth';

const P = 'create';

/** The quote for the chosen room, dates and guests; a manager may set the nightly price instead. */
export function PriceSection({
  form,
  errors,
}: {
  form: UseFormReturn<CreateFormValues>;
  errors: FieldErrors;
}) {
  const canOverride = can(useAuth(), 'rates.override');
  const values = useWatch({ control: form.control }) as CreateFormValues;
  const request = createQuoteRequest(values);
  const quote = useStayQuote(request);
  const ready = request !== null;
  const stayChosen = hasStay({ ...values, guests: 1 });
  const id = fieldId(P, 'pricePerNight');

  const setOverride = (on: boolean) => {
    form.setValue('overridePrice', on, { shouldDirty: true });
    const average = quote.data?.averageNightlyCents;
    if (on && !form.getValues('pricePerNight').trim() && average) {
      form.setValue('pricePerNight', priceFieldText(average, 0), { shouldDirty: true });
    }
  };

  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      <NightlyPriceField
        id={id}
        canOverride={canOverride}
        override={values.overridePrice}
        onOverrideChange={setOverride}
        quotedNightlyCents={ready && !quote.error ? quote.data?.averageNightlyCents : undefined}
        error={errors.pricePerNight}
      >
        <Input
          {...fieldAria(id, errors.pricePerNight, true)}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="120"
          {...form.register('pricePerNight')}
        />
      </NightlyPriceField>
      <StayQuotePanel
        ready={ready}
        quote={quote}
        canOverride={canOverride}
        idleText={
          stayChosen && values.overridePrice
            ? 'Enter a nightly price in whole dollars to see the total.'
            : 'Choose dates and a room to see the price.'
        }
      />
    </div>
  );
}
