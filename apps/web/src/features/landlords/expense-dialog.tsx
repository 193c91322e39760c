import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_MESSAGES } from '@zamalek/domain/documents';
import { minorFromText } from '@zamalek/domain/ledger/amounts';
import { PAYMENT_METHOD_LABELS } from '@zamalek/domain/ledger/folio-view';
import { COMMISSION_PAYOUT_METHODS, ownerExpenseSchema } from '@zamalek/domain/ledger/forms';
import { OWNER_EXPENSE_KINDS } from '@zamalek/domain/owners/agreement';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { schemaResolver } from '@/components/form/schema-resolver';
import { DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { ChoiceField, FolioFormHeader, folioFieldOf, TextField } from '../folio/folio-fields';
import { uploadOwnerExpense } from './expense-upload';
import { EXPENSE_LABELS } from './landlord-dialogs';

interface ExpenseValues {
  kind: string;
  unitId: string;
  description: string;
  amount: string;
  method: string;
  reference: string;
  note: string;
}

/**
 * Charging a landlord an expense paid for them, with the receipt's photo: what was paid for, for
 * which of their rooms, how it was paid.
 */
export function ExpenseDialog({
  landlord,
  onClose,
}: {
  landlord: { id: string; name: string; rooms: { unitId: string; name: string }[] };
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: schemaResolver(
      ownerExpenseSchema,
      (values: ExpenseValues) => ({
        landlordId: landlord.id,
        unitId: values.unitId === '' ? null : values.unitId,
        kind: values.kind,
        description: values.description,
        amountMinor: minorFromText(values.amount),
        method: values.method,
        reference: values.reference,
        note: values.note,
        idempotencyKey,
      }),
      { fieldOf: folioFieldOf },
    ),
    defaultValues: {
      kind: 'maintenance',
      unitId: '',
      description: '',
      amount: '',
      method: 'cash',
      reference: '',
      note: '',
    },
  });
  useDiscardGuard(form);
  const save = useMutation({
    mutationFn: (input: Parameters<typeof uploadOwnerExpense>[0]) => {
      if (!receipt) throw new Error(DOCUMENT_MESSAGES.noReceipt);
      return uploadOwnerExpense(input, receipt);
    },
    onSuccess: async () => {
      toast.success(`Expense charged to ${landlord.name}`);
      onClose();
      await queryClient.invalidateQueries({ queryKey: trpc.landlords.pathKey() });
    },
    onError: (error) => setFailure(error.message),
  });
  return (
    <FormDialog open onOpenChange={(next) => !next && !save.isPending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <form
          noValidate
          aria-label={`Expense of ${landlord.name}`}
          className="grid gap-4"
          onSubmit={form.handleSubmit((input) => {
            if (!receipt) {
              setReceiptError(DOCUMENT_MESSAGES.noReceipt);
              return;
            }
            save.mutate(input);
          })}
        >
          <FolioFormHeader
            title={`Expense of ${landlord.name}`}
            description="Paid for the landlord and charged to them: it comes off what they are owed and shows on their next statement."
          />
          {failure && <FormAlert>{failure}</FormAlert>}
          <ChoiceField
            form={form}
            name="kind"
            label="For"
            options={OWNER_EXPENSE_KINDS.map((value) => ({ value, label: EXPENSE_LABELS[value] }))}
          />
          <ChoiceField
            form={form}
            name="unitId"
            label="Room"
            options={[
              { value: '', label: 'Not one room' },
              ...landlord.rooms.map((room) => ({ value: room.unitId, label: room.name })),
            ]}
          />
          <TextField form={form} name="description" label="What was paid for" required />
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
          <div className="grid gap-1">
            <Label htmlFor="expense-receipt">
              Receipt <span aria-hidden="true">*</span>
            </Label>
            <Input
              id="expense-receipt"
              type="file"
              accept="image/*,application/pdf"
              aria-invalid={receiptError ? true : undefined}
              aria-describedby={receiptError ? 'expense-receipt-error' : undefined}
              onChange={(event) => {
                setReceipt(event.target.files?.[0] ?? null);
                setReceiptError(null);
              }}
            />
            {receiptError && (
              <p id="expense-receipt-error" className="text-destructive text-sm">
                {receiptError}
              </p>
            )}
          </div>
          <FormDialogFooter
            pending={save.isPending}
            submit="Charge expense"
            pendingText="Recording..."
            spinnerLabel="Recording the expense"
          />
        </form>
      </DialogContent>
    </FormDialog>
  );
}
