import { useMutation, useQueryClient } from '@tanstack/react-query';
import { minorFromText } from '@zamalek/domain/ledger/amounts';
import { PAYMENT_METHOD_LABELS } from '@zamalek/domain/ledger/folio-view';
import {
  COMMISSION_PAYOUT_METHODS,
  type PayoutInput,
  payoutSchema,
} from '@zamalek/domain/ledger/forms';
import { formatLedgerAmount } from '@zamalek/domain/money';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { schemaResolver } from '@/components/form/schema-resolver';
import { DialogContent } from '@/components/ui/dialog';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { ChoiceField, FolioFormHeader, folioFieldOf, TextField } from './folio-fields';

interface PayoutValues {
  amount: string;
  method: string;
  reference: string;
  note: string;
}

/** Who a payout is for: a sales source's commission, or a landlord's share. */
export type Payee =
  | { kind: 'commission'; source: string }
  | { kind: 'landlord'; landlordId: string };

/**
 * Paying a sales source or a landlord what they are owed (or part of it): how, and the transfer's
 * reference.
 */
export function PayoutDialog({
  name,
  payee,
  owedMinor,
  onClose,
}: {
  name: string;
  payee: Payee;
  owedMinor: number;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: schemaResolver(
      payoutSchema,
      (values: PayoutValues) => ({
        amountMinor: minorFromText(values.amount),
        method: values.method,
        reference: values.reference,
        note: values.note,
        idempotencyKey,
      }),
      { fieldOf: folioFieldOf },
    ),
    defaultValues: {
      amount: (owedMinor / 100).toFixed(2),
      method: 'bank_transfer',
      reference: '',
      note: '',
    },
  });
  useDiscardGuard(form);
  const handlers = {
    onSuccess: async () => {
      toast.success(`Paid to ${name}`);
      onClose();
      await queryClient.invalidateQueries({
        queryKey:
          payee.kind === 'commission' ? trpc.commissions.pathKey() : trpc.landlords.pathKey(),
      });
    },
    onError: (error: unknown) =>
      setFailure(trpcErrorMessage(error) ?? 'Could not record the payout. Please try again.'),
  };
  const commission = useMutation(trpc.commissions.pay.mutationOptions(handlers));
  const landlord = useMutation(trpc.landlords.pay.mutationOptions(handlers));
  const pending = commission.isPending || landlord.isPending;
  const submit = (input: PayoutInput) =>
    payee.kind === 'commission'
      ? commission.mutate({ ...input, source: payee.source })
      : landlord.mutate({ ...input, landlordId: payee.landlordId });
  return (
    <FormDialog open onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <form
          noValidate
          aria-label={`Pay ${name}`}
          className="grid gap-4"
          onSubmit={form.handleSubmit(submit)}
        >
          <FolioFormHeader
            title={`Pay ${name}`}
            description={`${name} is owed ${formatLedgerAmount(owedMinor, 'USD')}. Cash comes out of your drawer; a transfer needs its reference.`}
          />
          {failure && <FormAlert>{failure}</FormAlert>}
          <TextField
            form={form}
            name="amount"
            label="Amount"
            required
            inputMode="decimal"
            prefix="USD"
          />
          <ChoiceField
            form={form}
            name="method"
            label="Paid by"
            options={COMMISSION_PAYOUT_METHODS.map((value) => ({
              value,
              label: PAYMENT_METHOD_LABELS[value],
            }))}
          />
          <TextField form={form} name="reference" label="Reference" />
          <TextField form={form} name="note" label="Note" />
          <FormDialogFooter
            pending={pending}
            submit="Record payout"
            pendingText="Recording..."
            spinnerLabel="Recording the payout"
          />
        </form>
      </DialogContent>
    </FormDialog>
  );
}
