import { CHANNEL_LABELS } from '@zamalek/domain/channels';
import { formatShortDate } from '@zamalek/domain/dates';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { ChannelConflict } from './types';
import { useChannelActions } from './use-channels';

/** Channel bookings that overlap a stay or block here, until staff settle them. */
export function ConflictsCard({ conflicts }: { conflicts: ChannelConflict[] }) {
  const { resolve } = useChannelActions();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Conflicts to resolve</CardTitle>
        <CardDescription>
          Move one of the stays or close the dates on the channel, then mark it resolved. If the
          nights are free by the next sync, the channel's booking is added.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {conflicts.length === 0 ? (
          <p className="text-muted-foreground text-sm">No conflicts.</p>
        ) : (
          <ul className="grid gap-2">
            {conflicts.map((conflict) => (
              <li
                key={conflict.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-destructive/40 p-3 text-sm"
              >
                <span className="font-medium">{conflict.unitName}</span>
                <span>{CHANNEL_LABELS[conflict.channel]}</span>
                <span>
                  {formatShortDate(conflict.fromDate)} – {formatShortDate(conflict.toDate)}
                </span>
                <Button
                  className="ms-auto"
                  variant="outline"
                  size="sm"
                  disabled={resolve.isPending}
                  onClick={() => resolve.mutate({ conflictId: conflict.id })}
                >
                  Mark resolved
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
