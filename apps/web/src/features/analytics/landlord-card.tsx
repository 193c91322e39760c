import { LANDLORD_PERCENT_DEFAULT, landlordSplit } from '@zamalek/domain/analytics';
import { type Cents, formatMoney } from '@zamalek/domain/money';
import { HandCoinsIcon } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { Slider } from '@/components/ui/slider';
import { cn } from '@/lib/utils';

/**
 * The Landlord Percentage slider (0–100, step 1): the landlord's share of the period's revenue
 * and the product side's remainder, which always add up to the revenue to the cent.
 */
export function LandlordCard({
  revenueCents,
  percent,
  onPercentChange,
  className,
}: {
  revenueCents: Cents | undefined;
  percent: number;
  onPercentChange: (percent: number) => void;
  className?: string;
}) {
  const titleId = useId();
  const split = revenueCents === undefined ? undefined : landlordSplit(revenueCents, percent);
  const shown = (cents: Cents | undefined) => (cents === undefined ? '–' : formatMoney(cents));

  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className={cn('gap-3 p-4 md:p-5', className)}
      data-testid="card-landlord"
    >
      <div className="flex items-center justify-between gap-2">
        <h3
          id={titleId}
          className="flex items-center gap-2 font-medium text-muted-foreground text-sm"
        >
          <HandCoinsIcon className="size-4" aria-hidden="true" />
          Landlord Percentage
        </h3>
        <span className="font-semibold text-lg tabular-nums" data-testid="landlord-percent">
          {percent}%
        </span>
      </div>
      <Slider
        min={0}
        max={100}
        step={1}
        value={[percent]}
        onValueChange={([value]) => {
          if (value !== undefined) onPercentChange(value);
        }}
        thumbLabel="Landlord percentage"
        valueText={(value) => `${value}% to the landlord, ${100 - value}% to the product`}
      />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground text-xs">Landlord ({percent}%)</dt>
          <dd className="font-semibold text-base tabular-nums" data-testid="landlord-share">
            {shown(split?.landlordCents)}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground text-xs">Product ({100 - percent}%)</dt>
          <dd className="font-semibold text-base tabular-nums" data-testid="product-share">
            {shown(split?.productCents)}
          </dd>
        </div>
      </dl>
      {percent !== LANDLORD_PERCENT_DEFAULT && (
        <button
          type="button"
          onClick={() => onPercentChange(LANDLORD_PERCENT_DEFAULT)}
          className="justify-self-start text-muted-foreground text-xs underline-offset-4 hover:text-foreground hover:underline"
        >
          Reset to {LANDLORD_PERCENT_DEFAULT}%
        </button>
      )}
    </Card>
  );
}
