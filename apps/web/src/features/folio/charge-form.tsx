import { useMutation, useQuery } from '@tanstack/react-query';
import { minorFromText } from '@zamalek/domain/ledger/amounts';
import { postChargeSchema } from '@zamalek/domain/ledger/forms';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { useDiscardGuard } from '@/components/form/form-dialog';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { schemaResolver } from '@/components/form/schema-resolver';
import { trpcErrorMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import type { FolioFormProps } from './folio-action-dialog';
import { ChoiceField, FolioFormHeader, folioFieldOf, TextField } from './folio-fields';

interface ChargeValues {
  code: string;
  amount: string;
  memo: string;
}

/** Add charge: an extra on the stay's folio (a late check-out, an extension, laundry…). */
export function ChargeForm({ reservationId, onPosted }: FolioFormProps) {
  const trpc = useTRPC();
  const extras = useQuery(trpc.folios.extras.queryOptions());
  // One key per dialog: a retried submit posts once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm({
    resolver: schemaResolver(
      postChargeSchema,
      (values: ChargeValues) => ({
        reservationId,
        code: values.code,
        amountMinor: minorFromText(values.amount),
        memo: values.memo,
        idempotencyKey,
      }),
      { fieldOf: folioFieldOf },
    ),
    defaultValues: { code: '', amount: '', memo: '' },
  });
  // The property's first extra is chosen once the list arrives; choosing one fills its price.
  const offered = extras.data ?? [];
  const choose = (code: string) => {
    const price = offered.find((extra) => extra.code === code)?.defaultAmountMinor;
    if (price && !form.getFieldState('amount').isDirty) {
      form.setValue('amount', (price / 100).toFixed(2));
    }
  };
  const first = offered[0];
  useEffect(() => {
    if (!first || form.getValues('code') !== '') return;
    form.setValue('code', first.code);
    if (first.defaultAmountMinor)
      form.setValue('amount', (first.defaultAmountMinor / 100).toFixed(2));
  }, [first, form]);
  useDiscardGuard(form);
  const [failure, setFailure] = useState<string | null>(null);
  const post = useMutation(
    trpc.folios.charge.mutationOptions({
      onSuccess: () => onPosted('Charge posted'),
      onError: (error) => setFailure(trpcErrorMessage(error) ?? 'Could not post the charge.'),
    }),
  );
  return (
    <form
      onSubmit={form.handleSubmit((input) => post.mutate(input))}
      noValidate
      aria-label="Add charge"
      className="grid gap-4"
    >
      <FolioFormHeader
        title="Add charge"
        description="Posted to the guest's folio on today's business day."
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      {extras.isError && (
        <FormAlert>
          {trpcErrorMessage(extras.error) ?? 'Could not load the charges. Please try again.'}
        </FormAlert>
      )}
      <ChoiceField
        form={form}
        name="code"
        label="Charge"
        options={offered.map((extra) => ({ value: extra.code, label: extra.label }))}
        onChange={choose}
      />
      <TextField
        form={form}
        name="amount"
        label="Amount"
        required
        inputMode="decimal"
        prefix="USD"
      />
      <TextField
        form={form}
        name="memo"
        label="Note"
        hint="What it was for, as the receipt shows it"
      />
      <FormDialogFooter
        pending={post.isPending}
        submit="Post charge"
        pendingText="Posting..."
        spinnerLabel="Posting the charge"
      />
    </form>
  );
}
