import { useMutation } from '@tanstack/react-query';
import { minorFromText } from '@zamalek/domain/ledger/amounts';
import { FOLIO_EXTRAS } from '@zamalek/domain/ledger/extras';
import { postChargeSchema } from '@zamalek/domain/ledger/forms';
import { useState } from 'react';
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
    defaultValues: { code: 'late_checkout', amount: '', memo: '' },
  });
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
      <ChoiceField
        form={form}
        name="code"
        label="Charge"
        options={FOLIO_EXTRAS.map((extra) => ({ value: extra.code, label: extra.label }))}
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
