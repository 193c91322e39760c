import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { connectChannexSchema } from '@zamalek/domain/channels/channex-mapping';
import { useForm } from 'react-hook-form';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { useRefreshChannex } from './use-channex';

const FIELD_ID = 'channex-property-id';

/** The property's id on Channex: everything mapped is sent to it. */
export function ConnectForm({ saved }: { saved: string | null }) {
  const trpc = useTRPC();
  const refresh = useRefreshChannex();
  const form = useForm({
    resolver: zodResolver(connectChannexSchema),
    values: { channexPropertyId: saved ?? '' },
  });
  const error = form.formState.errors.channexPropertyId?.message;
  const connect = useMutation(
    trpc.channex.connect.mutationOptions({
      onSuccess: async () => {
        toast.success('Property connected to Channex');
        await refresh();
      },
      onError: (failure) =>
        form.setError('channexPropertyId', {
          message: refusalMessage(failure) ?? 'Could not connect the property.',
        }),
    }),
  );
  return (
    <form
      onSubmit={form.handleSubmit((values) => connect.mutate(values))}
      noValidate
      className="flex flex-wrap items-start gap-3"
    >
      <FormField
        id={FIELD_ID}
        label="Channex property id"
        error={error}
        hint="From Channex: Properties → the property → its id."
        className="w-full max-w-md"
      >
        <Input
          {...fieldAria(FIELD_ID, error, true)}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          {...form.register('channexPropertyId')}
        />
      </FormField>
      <Button
        type="submit"
        variant="outline"
        className="sm:mt-6"
        disabled={connect.isPending || !form.formState.isDirty}
      >
        {saved ? 'Change' : 'Connect'}
      </Button>
    </form>
  );
}
