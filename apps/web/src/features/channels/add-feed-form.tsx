import { useMutation } from '@tanstack/react-query';
import {
  addFeedSchema,
  CHANNEL_KINDS,
  CHANNEL_LABELS,
  type ChannelKind,
} from '@zamalek/domain/channels';
import { type FormEvent, useState } from 'react';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { selectClass } from '@/features/booking/step-dates';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import type { ExportRoom } from './types';
import { useRefreshChannels } from './use-channels';

/** Adds a channel's calendar address to a room. */
export function AddFeedForm({ rooms }: { rooms: ExportRoom[] }) {
  const trpc = useTRPC();
  const refresh = useRefreshChannels();
  const [unitId, setUnitId] = useState(rooms[0]?.unitId ?? '');
  const [channel, setChannel] = useState<ChannelKind>('booking_com');
  const [url, setUrl] = useState('');
  const [intervalText, setIntervalText] = useState('');
  const [intervalError, setIntervalError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const add = useMutation(
    trpc.channels.addFeed.mutationOptions({
      onSuccess: async () => {
        toast.success('Feed added; it syncs within a minute');
        setUrl('');
        setIntervalText('');
        await refresh();
      },
      onError: (failure) => setError(refusalMessage(failure) ?? 'Could not add the feed.'),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const intervalMinutes = intervalText.trim() === '' ? null : Number(intervalText);
    const parsed = addFeedSchema.safeParse({ unitId, channel, url, intervalMinutes });
    const issue = (field: string) => parsed.error?.issues.find((i) => i.path[0] === field)?.message;
    setError(issue('url'));
    setIntervalError(issue('intervalMinutes'));
    if (!parsed.success) return;
    add.mutate(parsed.data);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_9rem_1fr_8rem_auto]"
    >
      <FormField id="feed-room" label="Room">
        <select
          id="feed-room"
          className={selectClass}
          value={unitId}
          onChange={(event) => setUnitId(event.target.value)}
        >
          {rooms.map((room) => (
            <option key={room.unitId} value={room.unitId}>
              {room.unitName}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="feed-channel" label="Channel">
        <select
          id="feed-channel"
          className={selectClass}
          value={channel}
          onChange={(event) => setChannel(event.target.value as ChannelKind)}
        >
          {CHANNEL_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {CHANNEL_LABELS[kind]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="feed-url" label="Calendar address (iCal)" error={error}>
        <Input
          {...fieldAria('feed-url', error)}
          type="url"
          value={url}
          placeholder="https://…/calendar.ics"
          onChange={(event) => setUrl(event.target.value)}
          autoComplete="off"
        />
      </FormField>
      <FormField
        id="feed-interval"
        label="Every (min)"
        error={intervalError}
        hint={`Blank: the default`}
      >
        <Input
          {...fieldAria('feed-interval', intervalError, true)}
          type="number"
          inputMode="numeric"
          min={5}
          max={1440}
          value={intervalText}
          onChange={(event) => setIntervalText(event.target.value)}
        />
      </FormField>
      <Button type="submit" className="lg:mt-6" disabled={add.isPending || rooms.length === 0}>
        Add feed
      </Button>
    </form>
  );
}
