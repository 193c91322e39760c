import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Weekday } from '@zamalek/domain/pricing/types';
import { useEffect, useState } from 'react';
import { WeekdayPicker } from '@/components/form/weekday-picker';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** Which nights take a season's weekend rate (a night is named by the day it starts). */
export function WeekendNightsCard({ saved }: { saved: readonly Weekday[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const savedKey = saved.join();
  const [days, setDays] = useState<Weekday[]>([...saved]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the saved days (a live change)
  useEffect(() => setDays([...saved]), [savedKey]);
  const update = useMutation(
    trpc.settings.setWeekendNights.mutationOptions({
      onSuccess: async () => {
        toast.success('Weekend nights saved');
        await queryClient.invalidateQueries({ queryKey: trpc.settings.pricing.queryKey() });
      },
      onError: (error) =>
        toast.error(trpcErrorMessage(error) ?? 'Could not save the weekend nights.'),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Weekend nights</CardTitle>
        <CardDescription>
          Nights that take a season's weekend rate. A night is the date it starts: Thursday and
          Friday nights are the Egyptian weekend.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-4">
        <WeekdayPicker
          id="weekend-nights"
          legend="Weekend nights"
          value={days}
          onChange={setDays}
        />
        <Button
          onClick={() => update.mutate({ weekendNights: days })}
          disabled={update.isPending || days.join() === savedKey}
        >
          Save weekend nights
        </Button>
      </CardContent>
    </Card>
  );
}
