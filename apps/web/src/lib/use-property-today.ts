import { useQuery } from '@tanstack/react-query';
import { clockIn, DEFAULT_TIME_ZONE, type IsoDate, todayIn } from '@zamalek/domain/dates';
import { DEFAULT_NO_SHOW_CUTOFF, type PropertyNow } from '@zamalek/domain/stays';
import { useTRPC } from '@/lib/trpc';

const TODAY_STALE_MS = 5 * 60_000;

/**
 * The property's today (its time zone, not the browser's), as the server states it; until the
 * answer arrives, today in the default property zone stands in.
 */
export function usePropertyToday(): IsoDate {
  return useServerToday() ?? todayIn(DEFAULT_TIME_ZONE, new Date());
}

/**
 * The property's today once the server has said it, else undefined: for forms that start from
 * today and keep what they started with (a stand-in from the browser's clock would stay).
 */
export function useServerToday(): IsoDate | undefined {
  const trpc = useTRPC();
  const { data } = useQuery(
    trpc.public.today.queryOptions(undefined, {
      staleTime: TODAY_STALE_MS,
      select: (answer) => answer.today,
    }),
  );
  return data;
}

/**
 * The property's date and time of day and its No-Show cut-off (for display statuses), as of the
 * server's last answer.
 */
export function usePropertyNow(): PropertyNow {
  const trpc = useTRPC();
  const { data } = useQuery(
    trpc.public.today.queryOptions(undefined, {
      staleTime: TODAY_STALE_MS,
    }),
  );
  return (
    data ?? { ...clockIn(DEFAULT_TIME_ZONE, new Date()), noShowCutoff: DEFAULT_NO_SHOW_CUTOFF }
  );
}
