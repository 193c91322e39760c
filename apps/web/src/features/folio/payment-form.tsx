import { useMutation } from '@tanstack/react-query';
import { PAYMENT_METHODS } from '@zamalek/domain/ledger/accounts';
import { minorFromText } from '@zamalek/domain/ledger/amounts';
import { PAYMENT_METHOD_LABELS } from '@zamalek/domain/ledger/folio-view';
import { recordPaymentSchema } from '@zamalek/domain/ledger/forms';
import { centsToDollars } from '@zamalek/domain/money';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { useDiscardGuard } from '@/components/form/form-dialog';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { schemaResolver } from '@/components/form/schema-resolver';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { trpcErrorMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import type { FolioFormProps } from './folio-action-dialog';
import { ChoiceField, FolioFormHeader, folioFieldOf, TextField } from './folio-fields';

interface PaymentValues {
  purpose: string;
  method: string;
  amount: string;
  inPounds: boolean;
  tenderAmount: string;
  rate: string;
  reference: string;
  cardLast4: string;
  approvalCode: string;
  note: string;
}

const PURPOSES = [
  { value: 'payment', label: 'Payment on the balance' },
  { value: 'deposit', label: 'Deposit before arrival (held)' },
  { value: 'security_deposit', label: 'Security deposit (returned or kept)' },
];

/**
 * Take payment: money received for the stay, by method, with the method's references; pounds for
 * a dollar folio with the amount handed over and the rate used.
 */
export function PaymentForm({ reservationId, balanceMinor, onPosted }: FolioFormProps) {
  const trpc = useTRPC();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm({
    resolver: schemaResolver(
      recordPaymentSchema,
      (values: PaymentValues) => ({
        reservationId,
        purpose: values.purpose,
        method: values.method,
        amountMinor: minorFromText(values.amount),
        tender: values.inPounds
          ? { amountMinor: minorFromText(values.tenderAmount), currency: 'EGP', rate: values.rate }
          : null,
        reference: values.reference,
        cardLast4: values.cardLast4,
        approvalCode: values.approvalCode,
        note: values.note,
        idempotencyKey,
      }),
      { fieldOf: folioFieldOf },
    ),
    defaultValues: {
      purpose: balanceMinor > 0 ? 'payment' : 'deposit',
      method: 'cash',
      amount: balanceMinor > 0 ? centsToDollars(balanceMinor).toFixed(2) : '',
      inPounds: false,
      tenderAmount: '',
      rate: '',
      reference: '',
      cardLast4: '',
      approvalCode: '',
      note: '',
    },
  });
  useDiscardGuard(form);
  const method = useWatch({ control: form.control, name: 'method' });
  const inPounds = useWatch({ control: form.control, name: 'inPounds' });
  const [failure, setFailure] = useState<string | null>(null);
  const pay = useMutation(
    trpc.folios.pay.mutationOptions({
      onSuccess: () => onPosted('Payment recorded'),
      onError: (error) => setFailure(trpcErrorMessage(error) ?? 'Could not record the payment.'),
    }),
  );
  return (
    <form
      onSubmit={form.handleSubmit((input) => pay.mutate(input))}
      noValidate
      aria-label="Take payment"
      className="grid gap-4"
    >
      <FolioFormHeader
        title="Take payment"
        description="Recorded with who received it and when; it is never edited, only corrected."
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <ChoiceField form={form} name="purpose" label="For" options={PURPOSES} />
      <ChoiceField
        form={form}
        name="method"
        label="Method"
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
      <div className="flex items-center gap-2">
        <Checkbox
          id="folio-inPounds"
          checked={inPounds}
          onCheckedChange={(checked) =>
            form.setValue('inPounds', checked === true, { shouldDirty: true })
          }
        />
        <Label htmlFor="folio-inPounds">Paid in Egyptian pounds</Label>
      </div>
      {inPounds && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="tenderAmount"
            label="Pounds received"
            required
            inputMode="decimal"
            prefix="EGP"
          />
          <TextField
            form={form}
            name="rate"
            label="Rate (EGP per USD)"
            required
            inputMode="decimal"
          />
        </div>
      )}
      {method === 'card' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="cardLast4"
            label="Card's last 4 digits"
            required
            inputMode="numeric"
          />
          <TextField form={form} name="approvalCode" label="Approval code" />
        </div>
      )}
      {method !== 'cash' && method !== 'card' && (
        <TextField
          form={form}
          name="reference"
          label="Reference"
          required={method === 'bank_transfer' || method === 'instapay'}
        />
      )}
      <TextField form={form} name="note" label="Note" />
      <FormDialogFooter
        pending={pay.isPending}
        submit="Record payment"
        pendingText="Recording..."
        spinnerLabel="Recording the payment"
      />
    </form>
  );
}
