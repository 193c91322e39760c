import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { addFeedSchema, CHANNEL_KINDS, CHANNEL_LABELS } from '@zamalek/domain/channels';
import { useForm } from 'react-hook-form';
import { FormField, fieldAria } from '@/components/form/form-field';
import { typedNumber } from '@/components/form/typed-number';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { selectClass } from '@/components/ui/native-select';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import type { ExportRoom } from './types';
import { useRefreshChannels } from './use-channels';

/** Adds a channel's calendar address to a room. */
export function AddFeedForm({ rooms }: { rooms: ExportRoom[] }) {
  const trpc = useTRPC();
  const refresh = useRefreshChannels();
  const form = useForm({
    resolver: zodResolver(addFeedSchema),
    defaultValues: {
      unitId: rooms[0]?.unitId ?? '',
      channel: 'booking_com',
      url: '',
      intervalMinutes: null,
    },
  });
  const { errors } = form.formState;
  const error = errors.url?.message;
  const intervalError = errors.intervalMinutes?.message;
  const add = useMutation(
    trpc.channels.addFeed.mutationOptions({
      onSuccess: async () => {
        toast.success('Feed added; it syncs within a minute');
        form.reset({ ...form.getValues(), url: '', intervalMinutes: null });
        await refresh();
      },
      onError: (failure) =>
        form.setError('url', { message: refusalMessage(failure) ?? 'Could not add the feed.' }),
    }),
  );
  return (
    <form
      onSubmit={form.handleSubmit((values) => add.mutate(values))}
      noValidate
      className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_9rem_1fr_8rem_auto]"
    >
      <FormField id="feed-room" label="Room">
        <select id="feed-room" className={selectClass} {...form.register('unitId')}>
          {rooms.map((room) => (
            <option key={room.unitId} value={room.unitId}>
              {room.unitName}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="feed-channel" label="Channel">
        <select id="feed-channel" className={selectClass} {...form.register('channel')}>
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
          placeholder="https://…/calendar.ics"
          autoComplete="off"
          {...form.register('url')}
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
          {...form.register('intervalMinutes', { setValueAs: typedNumber(null) })}
        />
      </FormField>
      <Button type="submit" className="lg:mt-6" disabled={add.isPending || rooms.length === 0}>
        Add feed
      </Button>
    </form>
  );
}
