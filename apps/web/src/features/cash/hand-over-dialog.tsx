import { useMutation, useQueryClient } from '@tanstack/react-query';
import { minorFromText } from '@zamalek/domain/ledger/amounts';
import {
  type DrawerCash,
  differenceText,
  drawerDifference,
  handOverSchema,
} from '@zamalek/domain/ledger/cash';
import { formatLedgerAmount } from '@zamalek/domain/money';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { FormField, fieldAria } from '@/components/form/form-field';
import { MoneyField } from '@/components/form/money-field';
import { schemaResolver } from '@/components/form/schema-resolver';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { typedAmountField } from './open-drawer-form';

/** A count must be typed, zero included: an empty field is not a count of nothing. */
const countedMinor = (text: string) => (text.trim() === '' ? Number.NaN : minorFromText(text));

interface CountValues {
  countedUsd: string;
  countedEgp: string;
  note: string;
}

/**
 * A supervisor receives a drawer: they count it in each currency and see the difference with what
 * it should hold as they type; the server counts again under the drawer's lock.
 */
export function HandOverDialog({
  drawer,
  onClose,
}: {
  drawer: { id: string; holderName: string | null; expected: DrawerCash };
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: schemaResolver(
      handOverSchema,
      (values: CountValues) => ({
        drawerId: drawer.id,
        countedUsdMinor: countedMinor(values.countedUsd),
        countedEgpMinor: countedMinor(values.countedEgp),
        note: values.note,
      }),
      { fieldOf: typedAmountField },
    ),
    defaultValues: { countedUsd: '', countedEgp: '', note: '' },
  });
  useDiscardGuard(form);
  const [usd, egp] = useWatch({ control: form.control, name: ['countedUsd', 'countedEgp'] });
  const typed = { usdMinor: countedMinor(usd), egpMinor: countedMinor(egp) };
  const difference = drawerDifference(drawer.expected, typed);
  const handOver = useMutation(
    trpc.cash.handOver.mutationOptions({
      onSuccess: async (result) => {
        toast.success('Drawer received', {
          description: `${differenceText(result.difference.usdMinor, 'USD')} in dollars, ${differenceText(result.difference.egpMinor, 'EGP')} in pounds`,
        });
        onClose();
        await queryClient.invalidateQueries({ queryKey: trpc.cash.pathKey() });
      },
      onError: (error) =>
        setFailure(trpcErrorMessage(error) ?? 'Could not record the hand-over. Please try again.'),
    }),
  );
  const who = drawer.holderName ?? 'this drawer';
  return (
    <FormDialog open onOpenChange={(next) => !next && !handOver.isPending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <form
          noValidate
          aria-label={`Receive the drawer of ${who}`}
          className="grid gap-4"
          onSubmit={form.handleSubmit((input) => handOver.mutate(input))}
        >
          <DialogHeader>
            <DialogTitle>Receive the drawer of {who}</DialogTitle>
            <DialogDescription>
              Count the cash in each currency. It should hold{' '}
              {formatLedgerAmount(drawer.expected.usdMinor, 'USD')} and{' '}
              {formatLedgerAmount(drawer.expected.egpMinor, 'EGP')}.
            </DialogDescription>
          </DialogHeader>
          {failure && <FormAlert>{failure}</FormAlert>}
          <div className="grid gap-3 sm:grid-cols-2">
            <MoneyField
              control={form.control}
              name="countedUsd"
              id="cash-counted-usd"
              label="Counted dollars"
              dollar
              required
              hint={
                Number.isNaN(difference.usdMinor)
                  ? undefined
                  : differenceText(difference.usdMinor, 'USD')
              }
            />
            <MoneyField
              control={form.control}
              name="countedEgp"
              id="cash-counted-egp"
              label="Counted pounds"
              unit="EGP"
              required
              hint={
                Number.isNaN(difference.egpMinor)
                  ? undefined
                  : differenceText(difference.egpMinor, 'EGP')
              }
            />
          </div>
          <FormField
            compact
            id="cash-hand-over-note"
            label="Note"
            error={form.formState.errors.note?.message}
            hint="Why the count differs, if it does."
          >
            <Textarea
              {...fieldAria('cash-hand-over-note', form.formState.errors.note?.message, true)}
              rows={2}
              {...form.register('note')}
            />
          </FormField>
          <FormDialogFooter
            pending={handOver.isPending}
            submit="Receive drawer"
            pendingText="Receiving..."
            spinnerLabel="Receiving the drawer"
          />
        </form>
      </DialogContent>
    </FormDialog>
  );
}
