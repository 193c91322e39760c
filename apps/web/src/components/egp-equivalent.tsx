import { useQuery } from '@tanstack/react-query';
import { formatLongDate } from '@zamalek/domain/dates';
import type { Cents } from '@zamalek/domain/money';
import { egpPiastres, formatEgp } from '@zamalek/domain/pricing/display-currency';
import { useAuth } from '@/lib/auth';
import { useTRPC } from '@/lib/trpc';
import { cn } from '@/lib/utils';

/**
 * "≈ EGP 7,275 (rate of 25 Nov 2026)" beside a USD amount, from the admin's display rate
 * (`public.displayCurrency` of the property the staff member acts at); nothing when no rate is set. An equivalent, never a price charged.
 * `withDate={false}` leaves the date out where a legend already says it.
 */
export function EgpEquivalent({
  cents,
  withDate = true,
  className,
}: {
  cents: Cents;
  withDate?: boolean;
  className?: string;
}) {
  const trpc = useTRPC();
  const property = useAuth().session?.property?.slug;
  const rate = useQuery({
    ...trpc.public.displayCurrency.queryOptions({ property }),
    enabled: property !== undefined,
  }).data;
  if (!rate) return null;
  const amount = formatEgp(egpPiastres(cents, rate));
  return (
    <span className={cn('text-muted-foreground text-xs', className)} dir="ltr">
      ≈ {amount}
      {withDate && ` (rate of ${formatLongDate(rate.on)})`}
    </span>
  );
}
