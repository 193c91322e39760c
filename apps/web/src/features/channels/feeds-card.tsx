import { CHANNEL_LABELS } from '@zamalek/domain/channels';
import { RefreshCwIcon, Trash2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AddFeedForm } from './add-feed-form';
import { SyncIntervalForm } from './sync-interval-form';
import type { ChannelFeed, ExportRoom } from './types';
import { useChannelActions } from './use-channels';

const when = (date: Date | null) =>
  date ? date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'Never';

function FeedRow({ feed }: { feed: ChannelFeed }) {
  const { syncNow, remove } = useChannelActions();
  const label = `${CHANNEL_LABELS[feed.channel]} feed of ${feed.unitName}`;
  return (
    <li className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{feed.unitName}</span>
        <Badge variant="secondary">{CHANNEL_LABELS[feed.channel]}</Badge>
        {feed.stale && <Badge variant="destructive">Stale</Badge>}
        {feed.openConflicts > 0 && (
          <Badge variant="destructive">
            {feed.openConflicts} {feed.openConflicts === 1 ? 'conflict' : 'conflicts'}
          </Badge>
        )}
        <div className="ms-auto flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={syncNow.isPending}
            onClick={() => syncNow.mutate({ feedId: feed.id })}
            aria-label={`Sync now: the ${label}`}
          >
            <RefreshCwIcon aria-hidden="true" />
            Sync now
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(`Remove the ${label}? Its stays stay booked.`))
                remove.mutate({ feedId: feed.id });
            }}
            aria-label={`Remove the ${label}`}
          >
            <Trash2Icon aria-hidden="true" />
            Remove
          </Button>
        </div>
      </div>
      <p className="break-all font-mono text-muted-foreground text-xs">{feed.url}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground text-xs">Last sync</dt>
          <dd className={feed.stale ? 'font-medium text-destructive' : undefined}>
            {when(feed.lastSuccessAt)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Events</dt>
          <dd>{feed.eventCount}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Every</dt>
          <dd>{feed.intervalMinutes} min</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-muted-foreground text-xs">Last error</dt>
          <dd className={feed.lastErrorMessage ? 'text-destructive' : undefined}>
            {feed.lastErrorMessage ?? 'None'}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** The channels' calendars read into the rooms, with their state. */
export function FeedsCard({
  feeds,
  rooms,
  defaultMinutes,
}: {
  feeds: ChannelFeed[];
  rooms: ExportRoom[];
  defaultMinutes: number;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Imported calendars</CardTitle>
        <CardDescription>
          Each channel's calendar of a room becomes stays here. A booking that overlaps a stay or a
          block is never taken: it shows below as a conflict and is mailed to managers.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SyncIntervalForm saved={defaultMinutes} />
        <AddFeedForm rooms={rooms} />
        {feeds.length === 0 ? (
          <p className="text-muted-foreground text-sm">No calendars imported yet.</p>
        ) : (
          <ul className="grid gap-3">
            {feeds.map((feed) => (
              <FeedRow key={feed.id} feed={feed} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
