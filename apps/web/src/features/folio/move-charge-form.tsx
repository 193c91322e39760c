import { useMutation } from '@tanstack/react-query';
import type { FolioEntry } from '@zamalek/domain/ledger/folio-view';
import { moveChargeSchema } from '@zamalek/domain/ledger/forms';
import { formatMoney } from '@zamalek/domain/money';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { useDiscardGuard } from '@/components/form/form-dialog';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { schemaResolver } from '@/components/form/schema-resolver';
import { trpcErrorMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import type { FolioFormProps } from './folio-action-dialog';
import { FolioFormHeader, TextField } from './folio-fields';

/** Move a charge to the account of the company that pays it (the company's folio of the stay). */
export function MoveChargeForm({
  entry,
  payers,
  onPosted,
}: FolioFormProps & { entry: FolioEntry; payers: readonly string[] }) {
  const trpc = useTRPC();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm({
    resolver: schemaResolver(moveChargeSchema, (values: { payer: string }) => ({
      journalId: entry.journalId,
      payer: values.payer,
      idempotencyKey,
    })),
    defaultValues: { payer: payers[0] ?? '' },
  });
  useDiscardGuard(form);
  const [failure, setFailure] = useState<string | null>(null);
  const move = useMutation(
    trpc.folios.moveCharge.mutationOptions({
      onSuccess: () => onPosted('Charge moved'),
      onError: (error) => setFailure(trpcErrorMessage(error) ?? 'Could not move the charge.'),
    }),
  );
  return (
    <form
      onSubmit={form.handleSubmit((input) => move.mutate(input))}
      noValidate
      aria-label={`Move ${entry.label.toLowerCase()}`}
      className="grid gap-4"
    >
      <FolioFormHeader
        title={`Move ${entry.label.toLowerCase()}`}
        description={`The ${formatMoney(entry.amountMinor)} moves to the company's account of this stay; the guest no longer owes it.`}
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField form={form} name="payer" label="Company that pays" required />
      <FormDialogFooter
        pending={move.isPending}
        submit="Move charge"
        pendingText="Moving..."
        spinnerLabel="Moving the charge"
      />
    </form>
  );
}
