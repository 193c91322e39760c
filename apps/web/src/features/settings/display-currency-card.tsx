import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatLongDate } from '@zamalek/domain/dates';
import type { DisplayRate } from '@zamalek/domain/pricing/display-currency';
import { egpRateSchema } from '@zamalek/domain/pricing/rate-forms';
import { type FormEvent, useEffect, useState } from 'react';
import { EgpEquivalent } from '@/components/egp-equivalent';
import { FormField, fieldAria } from '@/components/form/form-field';
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
  const savedText = saved ? String(saved.egpPerUsd) : '';
  const [value, setValue] = useState(savedText);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setValue(savedText), [savedText]);
  const update = useMutation(
    trpc.settings.setEgpRate.mutationOptions({
      onSuccess: async ({ egpPerUsd }) => {
        toast.success(egpPerUsd === null ? 'EGP no longer shown' : `EGP rate set to ${egpPerUsd}`);
        await queryClient.invalidateQueries({ queryKey: trpc.settings.pricing.queryKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.public.displayCurrency.queryKey() });
      },
      onError: (failure) => setError(trpcErrorMessage(failure) ?? 'Could not save the rate.'),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = egpRateSchema.safeParse({
      egpPerUsd: value.trim() === '' ? null : Number(value),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(parsed.data);
  };
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
        <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
          <FormField id={FIELD} label="EGP per 1 USD" error={error} hint={hint} className="w-72">
            <Input
              {...fieldAria(FIELD, error, hint)}
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 48.50"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <Button type="submit" disabled={update.isPending || value === savedText}>
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
