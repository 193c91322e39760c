import { useQuery } from '@tanstack/react-query';
import { CalendarRangeIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';
import { nightsBetween } from '@/lib/iso-date';
import { useSiteInput } from '@/lib/public-site';
import { useTRPC } from '@/lib/trpc';
import type { Stay } from './stay-problem';

const shortDay = (day: string) =>
  formatDate(day, { weekday: 'short', day: 'numeric', month: 'short' });

/**
 * When no suite is free for the guest's dates: the nearest stays as long that the server would
 * offer a suite for, each a button that puts its dates in the calendar.
 */
export function NearestStays({
  stay,
  guests,
  onPick,
}: {
  stay: Stay;
  guests: number;
  onPick: (stay: Stay) => void;
}) {
  const trpc = useTRPC();
  const site = useSiteInput();
  const nearest = useQuery(trpc.public.nearestStays.queryOptions({ ...site, stay, guests }));
  const nights = t('nights.count', { count: nightsBetween(stay.checkIn, stay.checkOut) });

  if (nearest.isPending) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner className="size-4 text-brand" label={t('dates.nearestChecking')} />
        {t('dates.nearestChecking')}
      </p>
    );
  }
  // A failed look-up leaves the guest with the calendar, as before there were suggestions.
  if (nearest.isError) return null;
  if (nearest.data.stays.length === 0) {
    return <p className="text-muted-foreground text-sm">{t('dates.nearestNone')}</p>;
  }
  return (
    <section aria-labelledby="nearest-title" className="grid gap-3">
      <h3 id="nearest-title" className="font-medium text-sm">
        {t('dates.nearestTitle', { nights })}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {nearest.data.stays.map((suggestion) => (
          <li key={suggestion.checkIn}>
            <Button variant="outline" onClick={() => onPick(suggestion)}>
              <CalendarRangeIcon className="text-brand" aria-hidden="true" />
              {t('dates.range', {
                from: shortDay(suggestion.checkIn),
                to: shortDay(suggestion.checkOut),
              })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
