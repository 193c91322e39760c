import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatLongDate } from '@zamalek/domain/dates';
import type { DisplayRate } from '@zamalek/domain/pricing/display-currency';
import { egpRateSchema } from '@zamalek/domain/pricing/rate-forms';
import { useForm } from 'react-hook-form';
import { EgpEquivalent } from '@/components/egp-equivalent';
import { FormField, fieldAria } from '@/components/form/form-field';
import { typedNumber } from '@/components/form/typed-number';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const FIELD = 'settings-egp-rate';

/** The EGP display rate: guests and staff see the pound equivalent beside USD prices. */
export function DisplayCurrencyCard({ saved }: { saved: DisplayRate | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The saved rate follows the page (another admin's change arrives with it).
  const form = useForm({
    resolver: zodResolver(egpRateSchema),
    values: { egpPerUsd: saved ? saved.egpPerUsd : null },
  });
  const error = form.formState.errors.egpPerUsd?.message;
  const update = useMutation(
    trpc.settings.setEgpRate.mutationOptions({
      onSuccess: async ({ egpPerUsd }) => {
        toast.success(egpPerUsd === null ? 'EGP no longer shown' : `EGP rate set to ${egpPerUsd}`);
        await queryClient.invalidateQueries({ queryKey: trpc.settings.pricing.queryKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.public.displayCurrency.queryKey() });
      },
      onError: (failure) =>
        form.setError('egpPerUsd', {
          message: trpcErrorMessage(failure) ?? 'Could not save the rate.',
        }),
    }),
  );
  const hint = saved
    ? `Set on ${formatLongDate(saved.on)}. Leave empty to stop showing EGP.`
    : 'Prices are kept and charged in US dollars; this only shows the equivalent.';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Display currency</CardTitle>
        <CardDescription>
          Prices are in US dollars. With a rate set, guests and staff also see the Egyptian pound
          equivalent, with the date of the rate.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <form
          onSubmit={form.handleSubmit((values) => update.mutate(values))}
          noValidate
          className="flex flex-wrap items-end gap-3"
        >
          <FormField id={FIELD} label="EGP per 1 USD" error={error} hint={hint} className="w-72">
            <Input
              {...fieldAria(FIELD, error, hint)}
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 48.50"
              {...form.register('egpPerUsd', { setValueAs: typedNumber(null) })}
            />
          </FormField>
          <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
            Save EGP rate
          </Button>
        </form>
        {saved && (
          <p className="text-sm">
            $150.00 <EgpEquivalent cents={15_000} />
          </p>
        )}
      </CardContent>
    </Card>
  );
}
