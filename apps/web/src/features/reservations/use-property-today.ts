import { useQuery } from '@tanstack/react-query';
import { addDaysIso, DEFAULT_TIME_ZONE, type IsoDate, todayIn } from '@zamalek/domain/dates';
import { useTRPC } from '@/lib/trpc';

const TODAY_STALE_MS = 5 * 60_000;

/**
 * The property's today (its time zone, not the browser's). The server states it with every
 * calendar answer; until the first one arrives, today in the default property zone stands in.
 */
export function usePropertyToday(): IsoDate {
  const trpc = useTRPC();
  const guess = todayIn(DEFAULT_TIME_ZONE);
  const { data } = useQuery(
    trpc.reservations.calendar.queryOptions(
      { from: guess, to: addDaysIso(guess, 1) },
      { staleTime: TODAY_STALE_MS, select: (answer) => answer.today },
    ),
  );
  return data ?? guess;
}
