import { useMutation } from '@tanstack/react-query';
import { PAYMENT_METHODS } from '@zamalek/domain/ledger/accounts';
import { minorFromText } from '@zamalek/domain/ledger/amounts';
import { PAYMENT_METHOD_LABELS } from '@zamalek/domain/ledger/folio-view';
import { refundSchema } from '@zamalek/domain/ledger/forms';
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

interface RefundValues {
  from: string;
  method: string;
  amount: string;
  reference: string;
  reason: string;
}

const SOURCES = [
  { value: 'allowance', label: 'Part of what they paid (goodwill)' },
  { value: 'credit', label: 'Their credit (paid beyond the charges)' },
  { value: 'deposit', label: 'A deposit held' },
  { value: 'security_deposit', label: 'The security deposit' },
];

/** Refund: money paid back to the guest, with a reason; never more than there is. */
export function RefundForm({ reservationId, balanceMinor, onPosted }: FolioFormProps) {
  const trpc = useTRPC();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm({
    resolver: schemaResolver(
      refundSchema,
      (values: RefundValues) => ({
        reservationId,
        from: values.from,
        method: values.method,
        amountMinor: minorFromText(values.amount),
        reference: values.reference,
        reason: values.reason,
        idempotencyKey,
      }),
      { fieldOf: folioFieldOf },
    ),
    defaultValues: {
      from: balanceMinor < 0 ? 'credit' : 'allowance',
      method: 'cash',
      amount: '',
      reference: '',
      reason: '',
    },
  });
  useDiscardGuard(form);
  const [failure, setFailure] = useState<string | null>(null);
  const refund = useMutation(
    trpc.folios.refund.mutationOptions({
      onSuccess: () => onPosted('Refund recorded'),
      onError: (error) => setFailure(trpcErrorMessage(error) ?? 'Could not record the refund.'),
    }),
  );
  return (
    <form
      onSubmit={form.handleSubmit((input) => refund.mutate(input))}
      noValidate
      aria-label="Refund"
      className="grid gap-4"
    >
      <FolioFormHeader
        title="Refund"
        description="Money paid back to the guest. The reason is kept with it."
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <ChoiceField form={form} name="from" label="Refund of" options={SOURCES} />
      <ChoiceField
        form={form}
        name="method"
        label="Paid back by"
        options={PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
      />
      <TextField
        form={form}
        name="amount"
        label="Amount"
        required
        inputMode="decimal"
        prefix="USD"
      />
      <TextField form={form} name="reference" label="Reference" />
      <TextField form={form} name="reason" label="Reason" required />
      <FormDialogFooter
        pending={refund.isPending}
        submit="Record refund"
        pendingText="Recording..."
        spinnerLabel="Recording the refund"
      />
    </form>
  );
}
