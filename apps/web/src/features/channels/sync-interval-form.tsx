import { useMutation } from '@tanstack/react-query';
import { defaultIntervalSchema } from '@zamalek/domain/channels';
import { type FormEvent, useEffect, useState } from 'react';
import { FormField, fieldAria } from '@/components/form/form-field';
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
  const [value, setValue] = useState(String(saved));
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setValue(String(saved)), [saved]);
  const save = useMutation(
    trpc.channels.setDefaultInterval.mutationOptions({
      onSuccess: async ({ minutes }) => {
        toast.success(`Calendars are synced every ${minutes} minutes`);
        await refresh();
      },
      onError: (failure) => setError(refusalMessage(failure) ?? 'Could not save the interval.'),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = defaultIntervalSchema.safeParse({ minutes: Number(value) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <FormField id={FIELD_ID} label="Sync every (minutes)" error={error} className="w-44">
        <Input
          {...fieldAria(FIELD_ID, error)}
          type="number"
          inputMode="numeric"
          min={5}
          max={1440}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={save.isPending || value === String(saved)}>
        Save
      </Button>
    </form>
  );
}
