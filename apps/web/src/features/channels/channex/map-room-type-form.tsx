import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { channexIdSchema } from '@zamalek/domain/channels/channex-mapping';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { useRefreshChannex } from './use-channex';

const formSchema = z.object({ channexRoomTypeId: channexIdSchema });

/** A room type's Channex room type id: mapping it sends its 500 nights. */
export function MapRoomTypeForm({
  roomTypeId,
  code,
  saved,
}: {
  roomTypeId: string;
  code: string;
  saved: string | null;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshChannex();
  const id = `channex-room-type-${roomTypeId}`;
  const form = useForm({
    resolver: zodResolver(formSchema),
    values: { channexRoomTypeId: saved ?? '' },
  });
  const error = form.formState.errors.channexRoomTypeId?.message;
  const map = useMutation(
    trpc.channex.mapRoomType.mutationOptions({
      onSuccess: async () => {
        toast.success(`${code} is sent to Channex`);
        await refresh();
      },
      onError: (failure) =>
        form.setError('channexRoomTypeId', {
          message: refusalMessage(failure) ?? 'Could not map the room type.',
        }),
    }),
  );
  return (
    <form
      onSubmit={form.handleSubmit((values) => map.mutate({ roomTypeId, ...values }))}
      noValidate
      className="flex flex-wrap items-start gap-2"
    >
      <FormField
        id={id}
        label={`Channex room type id of ${code}`}
        error={error}
        className="w-full max-w-md"
      >
        <Input
          {...fieldAria(id, error)}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          {...form.register('channexRoomTypeId')}
        />
      </FormField>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        className="sm:mt-7"
        disabled={map.isPending || !form.formState.isDirty}
      >
        {saved ? 'Change' : 'Map'}
      </Button>
    </form>
  );
}
