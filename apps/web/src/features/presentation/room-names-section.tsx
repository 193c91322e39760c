import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unitPublicNameSchema } from '@zamalek/domain/suite-presentation';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import type { PresentedRoom, RoomTypePresentation } from './types';

/** Optional: a room's own public name (a penthouse, a corner suite) over its type's. */
export function RoomNamesSection({
  type,
  idPrefix,
}: {
  type: RoomTypePresentation;
  idPrefix: string;
}) {
  return (
    <section aria-labelledby={`${idPrefix}-rooms`} className="grid gap-3">
      <div>
        <h3 id={`${idPrefix}-rooms`} className="font-medium">
          A room's own public name
        </h3>
        <p className="text-muted-foreground text-sm">
          Optional. Left blank, the room is shown under the room type's public name. Guests never
          see the room's internal name.
        </p>
      </div>
      <ul className="grid gap-3">
        {type.rooms.map((room) => (
          <RoomNameRow key={room.id} room={room} idPrefix={idPrefix} />
        ))}
      </ul>
    </section>
  );
}

function RoomNameRow({ room, idPrefix }: { room: PresentedRoom; idPrefix: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(unitPublicNameSchema),
    // The row's answer is a toast, not a marked field.
    shouldFocusError: false,
    defaultValues: {
      unitId: room.id,
      publicName: room.publicName ?? '',
      publicNameAr: room.publicNameAr ?? '',
    },
  });
  const save = useMutation(
    trpc.presentations.setPublicName.mutationOptions({
      onSuccess: async () => {
        toast.success(`${room.name}: public name saved`);
        await queryClient.invalidateQueries({ queryKey: trpc.presentations.list.queryKey() });
      },
      onError: (failure) => toast.error(refusalMessage(failure) ?? 'Could not save the name.'),
    }),
  );
  const refused = (errors: FieldErrors) => {
    const first = Object.values(errors)[0];
    const message = first && typeof first.message === 'string' ? first.message : undefined;
    toast.error(message ?? 'Please check the name.');
  };
  const id = `${idPrefix}-room-${room.id}`;
  return (
    <li>
      <form
        onSubmit={form.handleSubmit((input) => save.mutate(input), refused)}
        className="grid items-end gap-2 rounded-lg border p-3 sm:grid-cols-[6rem_1fr_1fr_auto]"
      >
        <p className="font-medium text-sm sm:pb-2">{room.name}</p>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-en`}>Public name</Label>
          <Input id={`${id}-en`} maxLength={80} {...form.register('publicName')} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-ar`}>Public name (Arabic)</Label>
          <Input
            id={`${id}-ar`}
            dir="rtl"
            lang="ar"
            maxLength={80}
            {...form.register('publicNameAr')}
          />
        </div>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending && <Spinner label="Saving" />}
          Save<span className="sr-only"> the public name of {room.name}</span>
        </Button>
      </form>
    </li>
  );
}
