import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { minorFromText } from '@zamalek/domain/ledger/amounts';
import {
  EXTRA_ACCOUNT_LABELS,
  EXTRA_ACCOUNTS,
  type FolioExtra,
  updateFolioExtraSchema,
} from '@zamalek/domain/ledger/extras';
import { formatLedgerAmount } from '@zamalek/domain/money';
import { PencilLineIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { FormField } from '@/components/form/form-field';
import { schemaResolver } from '@/components/form/schema-resolver';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { ChoiceField, FolioFormHeader, TextField } from '../folio/folio-fields';

/**
 * Extras the desk posts to folios besides the nights (late check-out, laundry, an extension…):
 * add one, rename it, give it a default price and the revenue it earns, or stop offering it.
 * What was posted keeps the name it was posted with.
 */
export function ExtrasCard() {
  const trpc = useTRPC();
  const extras = useQuery(trpc.settings.extras.queryOptions());
  const [editing, setEditing] = useState<FolioExtra | 'new' | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Extras</h2>
        </CardTitle>
        <CardDescription>
          What the desk can charge to a stay besides its nights, with the price it starts from.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {extras.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {trpcErrorMessage(extras.error) ?? 'Could not load the extras. Please reload the page.'}
          </p>
        ) : !extras.data ? (
          <Spinner label="Loading the extras" />
        ) : (
          <ul className="grid gap-1" aria-label="Extras">
            {extras.data.map((extra) => (
              <li
                key={extra.code}
                className="flex flex-wrap items-center gap-x-3 border-b py-1 text-sm last:border-b-0"
              >
                <span className="min-w-0 flex-1">
                  <span className="font-medium">{extra.label}</span>
                  {extra.labelAr && (
                    <span className="text-muted-foreground">
                      {' · '}
                      <bdi lang="ar">{extra.labelAr}</bdi>
                    </span>
                  )}
                  <span className="block text-muted-foreground text-xs">
                    {EXTRA_ACCOUNT_LABELS[extra.account]}
                    {extra.defaultAmountMinor !== null &&
                      ` · from ${formatLedgerAmount(extra.defaultAmountMinor, 'USD')}`}
                    {!extra.active && ' · not offered'}
                  </span>
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setEditing(extra)}
                  aria-label={`Edit ${extra.label}`}
                >
                  <PencilLineIcon aria-hidden="true" />
                  Edit
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button type="button" variant="outline" onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden="true" />
            Add extra
          </Button>
        </div>
      </CardContent>
      {editing && (
        <ExtraDialog extra={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}

interface ExtraValues {
  label: string;
  labelAr: string;
  account: string;
  amount: string;
  offered: boolean;
}

function ExtraDialog({ extra, onClose }: { extra: FolioExtra | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: schemaResolver(
      updateFolioExtraSchema,
      (values: ExtraValues) => ({
        // A new extra's code is made by the server; this one only passes the check.
        code: extra?.code ?? 'new',
        label: values.label,
        labelAr: values.labelAr,
        account: values.account,
        defaultAmountMinor: values.amount.trim() === '' ? null : minorFromText(values.amount),
        active: values.offered,
      }),
      { fieldOf: (path) => (path[0] === 'defaultAmountMinor' ? 'amount' : String(path[0])) },
    ),
    defaultValues: {
      label: extra?.label ?? '',
      labelAr: extra?.labelAr ?? '',
      account: extra?.account ?? 'extras_revenue',
      amount: extra?.defaultAmountMinor != null ? (extra.defaultAmountMinor / 100).toFixed(2) : '',
      offered: extra?.active ?? true,
    },
  });
  useDiscardGuard(form);
  const done = async (message: string) => {
    toast.success(message);
    onClose();
    await queryClient.invalidateQueries({ queryKey: trpc.settings.extras.queryKey() });
  };
  const failed = (error: unknown) =>
    setFailure(trpcErrorMessage(error) ?? 'Could not save the extra. Please try again.');
  const add = useMutation(
    trpc.settings.addExtra.mutationOptions({
      onSuccess: () => done('Extra added'),
      onError: failed,
    }),
  );
  const update = useMutation(
    trpc.settings.updateExtra.mutationOptions({
      onSuccess: () => done('Extra saved'),
      onError: failed,
    }),
  );
  const pending = add.isPending || update.isPending;
  const title = extra ? `Edit ${extra.label}` : 'Add extra';
  return (
    <FormDialog open onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <form
          noValidate
          aria-label={title}
          className="grid gap-4"
          onSubmit={form.handleSubmit(({ code: _code, active, ...fields }) =>
            extra ? update.mutate({ ...fields, code: extra.code, active }) : add.mutate(fields),
          )}
        >
          <FolioFormHeader
            title={title}
            description="Its name is what folios and receipts show; stays charged before keep the name they were charged."
          />
          {failure && <FormAlert>{failure}</FormAlert>}
          <TextField form={form} name="label" label="Name" required />
          <TextField form={form} name="labelAr" label="Name in Arabic" />
          <ChoiceField
            form={form}
            name="account"
            label="Earns"
            options={EXTRA_ACCOUNTS.map((value) => ({ value, label: EXTRA_ACCOUNT_LABELS[value] }))}
          />
          <TextField
            form={form}
            name="amount"
            label="Price it starts from"
            inputMode="decimal"
            prefix="USD"
            hint="Leave it empty to type the price each time."
          />
          {extra && (
            <FormField compact id="extra-offered" label="Offered at the desk">
              <input
                id="extra-offered"
                type="checkbox"
                className="size-4"
                {...form.register('offered')}
              />
            </FormField>
          )}
          <FormDialogFooter
            pending={pending}
            submit={extra ? 'Save extra' : 'Add extra'}
            pendingText="Saving..."
            spinnerLabel="Saving the extra"
          />
        </form>
      </DialogContent>
    </FormDialog>
  );
}
