import { useMutation } from '@tanstack/react-query';
import { minorFromText } from '@zamalek/domain/ledger/amounts';
import { keepSecuritySchema } from '@zamalek/domain/ledger/forms';
import { centsToDollars, formatMoney } from '@zamalek/domain/money';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { useDiscardGuard } from '@/components/form/form-dialog';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { schemaResolver } from '@/components/form/schema-resolver';
import { trpcErrorMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import type { FolioFormProps } from './folio-action-dialog';
import { FolioFormHeader, folioFieldOf, TextField } from './folio-fields';

/** Keep all or part of the security deposit held, with the reason (damage, a lost key…). */
export function KeepSecurityForm({
  reservationId,
  heldMinor,
  onPosted,
}: FolioFormProps & { heldMinor: number }) {
  const trpc = useTRPC();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm({
    resolver: schemaResolver(
      keepSecuritySchema,
      (values: { amount: string; reason: string }) => ({
        reservationId,
        amountMinor: minorFromText(values.amount),
        reason: values.reason,
        idempotencyKey,
      }),
      { fieldOf: folioFieldOf },
    ),
    defaultValues: { amount: centsToDollars(heldMinor).toFixed(2), reason: '' },
  });
  useDiscardGuard(form);
  const [failure, setFailure] = useState<string | null>(null);
  const keep = useMutation(
    trpc.folios.keepSecurity.mutationOptions({
      onSuccess: () => onPosted('Security deposit kept'),
      onError: (error) =>
        setFailure(trpcErrorMessage(error) ?? 'Could not keep the security deposit.'),
    }),
  );
  return (
    <form
      onSubmit={form.handleSubmit((input) => keep.mutate(input))}
      noValidate
      aria-label="Keep security deposit"
      className="grid gap-4"
    >
      <FolioFormHeader
        title="Keep security deposit"
        description={`${formatMoney(heldMinor)} is held. What is kept becomes the stay's revenue; the rest can be returned.`}
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
      <TextField form={form} name="reason" label="Reason" required />
      <FormDialogFooter
        pending={keep.isPending}
        submit="Keep deposit"
        pendingText="Keeping..."
        spinnerLabel="Keeping the deposit"
      />
    </form>
  );
}
