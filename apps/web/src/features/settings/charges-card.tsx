import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CHARGE_NAME_MAX, chargeFieldsSchema } from '@zamalek/domain/pricing/rate-forms';
import type { PriceCharge } from '@zamalek/domain/pricing/types';
import { ArrowDownIcon, ArrowUpIcon, PencilLineIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField, fieldAria } from '@/components/form/form-field';
import { MoneyField } from '@/components/form/money-field';
import { schemaResolver } from '@/components/form/schema-resolver';
import { showServerErrors, topLevelFieldIn } from '@/components/form/server-errors';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import {
  BASIS_LABELS,
  CHARGE_FIELDS,
  type ChargeFormValues,
  chargeExample,
  chargeFormOf,
  chargeInput,
  checkChargeForm,
  NEW_CHARGE,
} from '@/features/settings/charge-form';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

function describe(charge: PriceCharge): string {
  const money = (cents: number | null) => (cents === null ? '' : `$${(cents / 100).toFixed(2)}`);
  const how =
    charge.basis === 'percent'
      ? `${charge.percent} %${charge.minPerNightCents !== null ? `, at least ${money(charge.minPerNightCents)} a night` : ''}${charge.maxPerNightCents !== null ? `, at most ${money(charge.maxPerNightCents)} a night` : ''}`
      : `${money(charge.amountCents)} ${charge.basis === 'per_night' ? 'a night' : 'a stay'}`;
  return `${charge.kind === 'tax' ? 'Tax' : 'Fee'} · ${how} · ${charge.included ? 'included in the price' : 'added to the price'}`;
}

/**
 * Taxes and fees every stay is quoted with from now on, in the order quotes list them: add,
 * edit, delete, move up or down. Stays already booked keep the charges of their own quote.
 */
export function ChargesCard({ charges }: { charges: readonly PriceCharge[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ id?: string; values: ChargeFormValues } | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.settings.pricing.queryKey() });
  const failed = (error: unknown) =>
    toast.error(trpcErrorMessage(error) ?? 'Could not save the taxes and fees. Please try again.');
  const remove = useMutation(
    trpc.settings.deleteCharge.mutationOptions({
      onSuccess: async () => {
        toast.success('Removed');
        await refresh();
      },
      onError: failed,
    }),
  );
  const reorder = useMutation(
    trpc.settings.reorderCharges.mutationOptions({ onSuccess: refresh, onError: failed }),
  );
  const move = (index: number, by: -1 | 1) => {
    const ids = charges.map((charge) => charge.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate({ ids });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Taxes and fees</CardTitle>
        <CardDescription>
          Percentages are figured each night on the room price after discounts, plus extra guests.
          Included ones are part of the price shown; the others are added to it. Commission and net
          revenue are figured on the total before taxes.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {charges.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No taxes or fees: guests pay the room price.
          </p>
        ) : (
          <ol className="divide-y" aria-label="Taxes and fees">
            {charges.map((charge, index) => (
              <li key={charge.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{charge.name}</p>
                  <p className="text-muted-foreground text-sm">{describe(charge)}</p>
                  <p className="text-muted-foreground text-xs">{chargeExample(charge)}</p>
                </div>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${charge.name} up`}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpIcon aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${charge.name} down`}
                    disabled={index === charges.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownIcon aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${charge.name}`}
                    onClick={() => setEditing({ id: charge.id, values: chargeFormOf(charge) })}
                  >
                    <PencilLineIcon aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${charge.name}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ id: charge.id })}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
        {editing ? (
          <ChargeForm
            key={editing.id ?? 'new'}
            id={editing.id}
            initial={editing.values}
            onDone={() => setEditing(null)}
          />
        ) : (
          <div>
            <Button variant="outline" onClick={() => setEditing({ values: NEW_CHARGE })}>
              <PlusIcon aria-hidden="true" />
              Add tax or fee
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ChargeForm({
  id,
  initial,
  onDone,
}: {
  id: string | undefined;
  initial: ChargeFormValues;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // As typed, in dollars (raw): the server parses it again.
  const form = useForm({
    resolver: schemaResolver(chargeFieldsSchema, chargeInput, { raw: true }),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const values = form.watch();
  const onSuccess = async (_saved: unknown, input: { name: string }) => {
    toast.success(id ? 'Saved' : `${input.name.trim()} added`);
    onDone();
    await queryClient.invalidateQueries({ queryKey: trpc.settings.pricing.queryKey() });
  };
  const onError = (error: unknown) => {
    if (!showServerErrors(form, error, topLevelFieldIn(CHARGE_FIELDS))) {
      toast.error(trpcErrorMessage(error) ?? 'Could not save. Please try again.');
    }
  };
  const create = useMutation(trpc.settings.createCharge.mutationOptions({ onSuccess, onError }));
  const update = useMutation(trpc.settings.updateCharge.mutationOptions({ onSuccess, onError }));
  const pending = create.isPending || update.isPending;
  const check = checkChargeForm(values);

  const fid = (field: string) => `charge-${field}`;
  const money = (field: 'amount' | 'minPerNight' | 'maxPerNight', label: string, hint?: string) => (
    <MoneyField control={form.control} name={field} id={fid(field)} label={label} hint={hint} />
  );

  return (
    <form
      onSubmit={form.handleSubmit((input) =>
        id ? update.mutate({ id, ...input }) : create.mutate(input),
      )}
      noValidate
      aria-label={id ? 'Edit tax or fee' : 'Add tax or fee'}
      className="grid gap-3 rounded-md border p-3 sm:grid-cols-2"
    >
      <FormField compact id={fid('name')} label="Name" required error={errors.name?.message}>
        <Input
          {...fieldAria(fid('name'), errors.name?.message)}
          autoComplete="off"
          maxLength={CHARGE_NAME_MAX}
          placeholder="e.g. VAT"
          {...form.register('name')}
        />
      </FormField>
      <FormField compact id={fid('kind')} label="Kind">
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <Select
              value={field.value}
              onValueChange={(kind) => field.onChange(kind === 'fee' ? 'fee' : 'tax')}
            >
              <SelectTrigger id={fid('kind')} className="w-full" ref={field.ref}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="tax">Tax</SelectItem>
                <SelectItem value="fee">Fee</SelectItem>
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <FormField compact id={fid('basis')} label="Charged as">
        <Controller
          control={form.control}
          name="basis"
          render={({ field }) => (
            <Select
              value={field.value}
              onValueChange={(basis) =>
                field.onChange(basis === 'per_night' || basis === 'per_stay' ? basis : 'percent')
              }
            >
              <SelectTrigger id={fid('basis')} className="w-full" ref={field.ref}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(['percent', 'per_night', 'per_stay'] as const).map((basis) => (
                  <SelectItem key={basis} value={basis}>
                    {BASIS_LABELS[basis]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      {values.basis === 'percent' ? (
        <>
          <MoneyField
            control={form.control}
            name="percent"
            id={fid('percent')}
            label="Percent"
            required
            placeholder="14"
          />
          {money('minPerNight', 'Minimum a night ($)', 'Optional')}
          {money('maxPerNight', 'Maximum a night ($)', 'Optional')}
        </>
      ) : (
        money('amount', values.basis === 'per_night' ? 'Amount a night ($)' : 'Amount a stay ($)')
      )}
      <label htmlFor={fid('included')} className="flex items-center gap-2 text-sm sm:col-span-2">
        <Controller
          control={form.control}
          name="included"
          render={({ field }) => (
            <Checkbox
              id={fid('included')}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
        Included in the price shown (extracted from it, not added)
      </label>
      <p className="text-muted-foreground text-sm sm:col-span-2" aria-live="polite">
        {check.ok ? chargeExample({ ...check.input }) : ' '}
      </p>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          {id ? 'Save' : 'Add'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
