import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { defaultIntervalSchema } from '@zamalek/domain/channels';
import { useForm } from 'react-hook-form';
import { FormField, fieldAria } from '@/components/form/form-field';
import { typedNumber } from '@/components/form/typed-number';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { useRefreshChannels } from './use-channels';

const FIELD_ID = 'channels-default-interval';

/** How often feeds without their own interval are polled. */
export function SyncIntervalForm({ saved }: { saved: number }) {
  const trpc = useTRPC();
  const refresh = useRefreshChannels();
  // The saved interval follows the page (a change made elsewhere arrives with it).
  const form = useForm({
    resolver: zodResolver(defaultIntervalSchema),
    values: { minutes: saved },
  });
  const error = form.formState.errors.minutes?.message;
  const save = useMutation(
    trpc.channels.setDefaultInterval.mutationOptions({
      onSuccess: async ({ minutes }) => {
        toast.success(`Calendars are synced every ${minutes} minutes`);
        await refresh();
      },
      onError: (failure) =>
        form.setError('minutes', {
          message: refusalMessage(failure) ?? 'Could not save the interval.',
        }),
    }),
  );
  return (
    <form
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      noValidate
      className="flex flex-wrap items-end gap-3"
    >
      <FormField id={FIELD_ID} label="Sync every (minutes)" error={error} className="w-44">
        <Input
          {...fieldAria(FIELD_ID, error)}
          type="number"
          inputMode="numeric"
          min={5}
          max={1440}
          {...form.register('minutes', { setValueAs: typedNumber(0) })}
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={save.isPending || !form.formState.isDirty}>
        Save
      </Button>
    </form>
  );
}
