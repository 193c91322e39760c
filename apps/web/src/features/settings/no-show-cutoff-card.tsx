import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { propertySettingsSchema } from '@zamalek/domain/settings';
import { useForm } from 'react-hook-form';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const FIELD_ID = 'settings-no-show-cutoff';

/** The front desk's No-Show cut-off: the time, the day after arrival, when an absent arrival turns No-Show. */
export function NoShowCutoffCard({ saved }: { saved: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Another admin's change arrives live and is shown.
  const form = useForm({
    resolver: zodResolver(propertySettingsSchema),
    values: { noShowCutoff: saved },
  });
  const error = form.formState.errors.noShowCutoff?.message;

  const update = useMutation(
    trpc.settings.updateProperty.mutationOptions({
      onSuccess: async ({ noShowCutoff }) => {
        toast.success(`No-Show cut-off set to ${noShowCutoff} the day after arrival`);
        await queryClient.invalidateQueries({ queryKey: trpc.settings.overview.queryKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.public.today.queryKey() });
      },
      onError: (failure) =>
        form.setError('noShowCutoff', {
          message: refusalMessage(failure) ?? 'Could not save the settings.',
        }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Front desk</CardTitle>
        <CardDescription>
          An arrival not checked in by this time, the day after its arrival day (property time),
          shows as No-Show.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={form.handleSubmit((values) => update.mutate(values))}
          noValidate
          className="flex flex-wrap items-end gap-3"
        >
          <FormField id={FIELD_ID} label="No-Show cut-off" error={error} className="w-40">
            <Input
              {...fieldAria(FIELD_ID, error)}
              type="time"
              required
              {...form.register('noShowCutoff')}
            />
          </FormField>
          <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
            Save
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
