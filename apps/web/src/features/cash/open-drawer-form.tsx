import { useMutation, useQueryClient } from '@tanstack/react-query';
import { minorFromText } from '@zamalek/domain/ledger/amounts';
import { openDrawerSchema } from '@zamalek/domain/ledger/cash';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { MoneyField } from '@/components/form/money-field';
import { schemaResolver } from '@/components/form/schema-resolver';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

interface FloatValues {
  floatUsd: string;
  floatEgp: string;
}

/** The typed field of each of the schema's amounts: `floatUsdMinor` is typed in `floatUsd`. */
export function typedAmountField(path: readonly PropertyKey[]): string | null {
  const [key] = path;
  return typeof key === 'string' ? key.replace(/Minor$/, '') : null;
}

/** Opening one's drawer for a shift with the float handed over with it. */
export function OpenDrawerForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: schemaResolver(
      openDrawerSchema,
      (values: FloatValues) => ({
        floatUsdMinor: minorFromText(values.floatUsd),
        floatEgpMinor: minorFromText(values.floatEgp),
      }),
      { fieldOf: typedAmountField },
    ),
    defaultValues: { floatUsd: '', floatEgp: '' },
  });
  const open = useMutation(
    trpc.cash.open.mutationOptions({
      onSuccess: async () => {
        toast.success('Drawer opened');
        await queryClient.invalidateQueries({ queryKey: trpc.cash.pathKey() });
      },
      onError: (error) =>
        setFailure(trpcErrorMessage(error) ?? 'Could not open the drawer. Please try again.'),
    }),
  );
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={form.handleSubmit((input) => open.mutate(input))}
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <MoneyField
          control={form.control}
          name="floatUsd"
          id="cash-float-usd"
          label="Float in dollars"
          dollar
          placeholder="0.00"
        />
        <MoneyField
          control={form.control}
          name="floatEgp"
          id="cash-float-egp"
          label="Float in pounds"
          unit="EGP"
          placeholder="0.00"
        />
      </div>
      <Button type="submit" className="w-fit" disabled={open.isPending}>
        {open.isPending && <Spinner label="Opening" />}
        Open drawer
      </Button>
    </form>
  );
}
