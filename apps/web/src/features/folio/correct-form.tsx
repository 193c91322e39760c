import { useMutation } from '@tanstack/react-query';
import type { FolioEntry } from '@zamalek/domain/ledger/folio-view';
import { reverseJournalSchema } from '@zamalek/domain/ledger/forms';
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

/** Correct: an entry cancelled by its exact opposite on today's business day, with a reason. */
export function CorrectForm({ entry, onPosted }: FolioFormProps & { entry: FolioEntry }) {
  const trpc = useTRPC();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm({
    resolver: schemaResolver(reverseJournalSchema, (values: { reason: string }) => ({
      journalId: entry.journalId,
      reason: values.reason,
      idempotencyKey,
    })),
    defaultValues: { reason: '' },
  });
  useDiscardGuard(form);
  const [failure, setFailure] = useState<string | null>(null);
  const reverse = useMutation(
    trpc.folios.reverse.mutationOptions({
      onSuccess: () => onPosted('Entry corrected'),
      onError: (error) => setFailure(trpcErrorMessage(error) ?? 'Could not correct the entry.'),
    }),
  );
  return (
    <form
      onSubmit={form.handleSubmit((input) => reverse.mutate(input))}
      noValidate
      aria-label={`Correct ${entry.label.toLowerCase()}`}
      className="grid gap-4"
    >
      <FolioFormHeader
        title={`Correct ${entry.label.toLowerCase()}`}
        description={`Cancels this ${formatMoney(entry.amountMinor)} entry with its exact opposite today. The original stays in the folio.`}
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField form={form} name="reason" label="Reason" required />
      <FormDialogFooter
        pending={reverse.isPending}
        submit="Correct entry"
        pendingText="Correcting..."
        spinnerLabel="Correcting the entry"
      />
    </form>
  );
}
