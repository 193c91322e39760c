import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { companyPayerSchema } from '@zamalek/domain/front-desk';
import { formatMoney } from '@zamalek/domain/money';
import { can } from '@zamalek/domain/roles';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { FolioActionDialog } from '@/features/folio/folio-action-dialog';
import { useAuth } from '@/lib/auth';
import { trpcErrorMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

export interface CheckOutRequest {
  id: string;
  /** Leaving before the booked check-out date: the desk chooses whether to shorten the stay. */
  early: boolean;
}

interface CheckOutDialogProps {
  request: CheckOutRequest | null;
  busy: boolean;
  onCheckOut: (input: { id: string; shortenStay: boolean; companyPayer?: string }) => void;
  onClose: () => void;
}

/**
 * Check-out with its money: the bill the check-out leaves (nights still to charge and deposits to
 * apply included, as the server figures it), then the balance taken, or moved to a company's
 * account by those allowed, before the guests are checked out. A credit stays on the folio for a
 * refund. An early departure first chooses whether to shorten the stay.
 */
export function CheckOutDialog({ request, busy, onCheckOut, onClose }: CheckOutDialogProps) {
  return (
    <Dialog open={request !== null} onOpenChange={(next) => !busy && !next && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        {request && <CheckOutBill request={request} busy={busy} onCheckOut={onCheckOut} />}
      </DialogContent>
    </Dialog>
  );
}

function CheckOutBill({
  request,
  busy,
  onCheckOut,
}: Omit<CheckOutDialogProps, 'request' | 'onClose'> & { request: CheckOutRequest }) {
  const trpc = useTRPC();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [shortenStay, setShortenStay] = useState(request.early);
  const [paying, setPaying] = useState(false);
  const billQuery = trpc.reservations.checkOutBill.queryOptions({ id: request.id, shortenStay });
  const bill = useQuery({ ...billQuery, staleTime: 0 });
  const balance = bill.data?.balanceMinor ?? 0;
  const owes = bill.isSuccess && balance > 0;
  const canTransfer = can(auth, 'folio.transfer');

  return (
    <>
      <DialogHeader>
        <DialogTitle>Check out</DialogTitle>
        <DialogDescription>
          The final bill: nights not charged yet are charged and deposits held are applied when the
          guests are checked out.
        </DialogDescription>
      </DialogHeader>
      {request.early && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">The guests leave early</legend>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="check-out-nights"
              className="mt-1"
              checked={shortenStay}
              onChange={() => setShortenStay(true)}
            />
            <span>
              Shorten the stay to today: the later nights are not charged and can be booked again.
            </span>
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="check-out-nights"
              className="mt-1"
              checked={!shortenStay}
              onChange={() => setShortenStay(false)}
            />
            <span>Keep the booked nights: they stay reserved and are charged.</span>
          </label>
        </fieldset>
      )}
      <section aria-label="Final bill" aria-busy={bill.isFetching} className="grid gap-2">
        {bill.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {trpcErrorMessage(bill.error) ?? 'The bill could not be loaded. Please try again.'}
          </p>
        ) : !bill.data ? (
          <Spinner label="Loading the bill" />
        ) : (
          <dl className="grid grid-cols-2 gap-3 rounded-md border p-3 text-sm">
            {bill.data.nightsPosted > 0 && (
              <div>
                <dt className="text-muted-foreground text-xs">Nights charged now</dt>
                <dd>{bill.data.nightsPosted}</dd>
              </div>
            )}
            {bill.data.depositsAppliedMinor > 0 && (
              <div>
                <dt className="text-muted-foreground text-xs">Deposits applied</dt>
                <dd>{formatMoney(bill.data.depositsAppliedMinor)}</dd>
              </div>
            )}
            <div>
              <dt className="text-muted-foreground text-xs">
                {balance < 0 ? 'Credit' : 'Balance due'}
              </dt>
              <dd className="font-semibold text-lg" data-testid="check-out-balance">
                {formatMoney(Math.abs(balance))}
              </dd>
            </div>
          </dl>
        )}
        {owes && (
          <p className="text-sm">
            Take the balance before checking out
            {canTransfer ? ', or move it to the account of the company that pays' : ''}.
          </p>
        )}
        {bill.isSuccess && balance < 0 && (
          <p className="text-sm">The guest's credit stays on the folio until it is refunded.</p>
        )}
        {bill.isSuccess && bill.data.securityHeldMinor > 0 && (
          <p className="text-sm">
            A security deposit of {formatMoney(bill.data.securityHeldMinor)} is held: return or keep
            it from the folio.
          </p>
        )}
        {owes && can(auth, 'folio.post') && (
          <Button type="button" variant="outline" onClick={() => setPaying(true)}>
            Take payment
          </Button>
        )}
      </section>
      {owes && canTransfer && (
        <CompanyForm
          busy={busy}
          onMove={(companyPayer) => onCheckOut({ id: request.id, shortenStay, companyPayer })}
        />
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="button"
          disabled={busy || !bill.isSuccess || owes}
          onClick={() => onCheckOut({ id: request.id, shortenStay })}
        >
          {busy && <Spinner label="Checking out" />}
          Check out
        </Button>
      </DialogFooter>
      {paying && (
        <FolioActionDialog
          reservationId={request.id}
          action={{ kind: 'payment' }}
          balanceMinor={balance}
          onClose={() => {
            setPaying(false);
            void queryClient.invalidateQueries({ queryKey: billQuery.queryKey });
          }}
        />
      )}
    </>
  );
}

/** The company that pays what the guest owes, and the check-out that moves it there. */
function CompanyForm({ busy, onMove }: { busy: boolean; onMove: (payer: string) => void }) {
  const form = useForm({
    resolver: zodResolver(companyPayerSchema),
    defaultValues: { companyPayer: '' },
  });
  const error = form.formState.errors.companyPayer?.message;
  return (
    <form
      noValidate
      className="grid gap-2 border-t pt-3"
      onSubmit={form.handleSubmit(({ companyPayer }) => onMove(companyPayer))}
    >
      <FormField compact id="check-out-company" label="Company that pays" error={error}>
        <Input
          {...fieldAria('check-out-company', error)}
          autoComplete="organization"
          {...form.register('companyPayer')}
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={busy}>
        Move to company and check out
      </Button>
    </form>
  );
}
