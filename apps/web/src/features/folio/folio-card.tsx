import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { FolioEntry } from '@zamalek/domain/ledger/folio-view';
import { formatMoney } from '@zamalek/domain/money';
import { can } from '@zamalek/domain/roles';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { type FolioAction, FolioActionDialog } from './folio-action-dialog';
import { FolioEntries } from './folio-entries';

/**
 * A stay's folio on its page: what it owes (or has to its credit), what is held for the guest,
 * every entry, and — for those allowed — adding a charge, taking a payment, refunding. A company's
 * account that took part of the stay follows, with its own balance and entries.
 */
export function FolioCard({ reservationId }: { reservationId: string }) {
  const trpc = useTRPC();
  const auth = useAuth();
  const folios = useQuery(trpc.folios.stay.queryOptions({ reservationId }));
  const [action, setAction] = useState<FolioAction | null>(null);
  const canPost = can(auth, 'folio.post');
  const canCorrect = can(auth, 'folio.correct');
  const canTransfer = can(auth, 'folio.transfer');
  const [folio, ...companies] = folios.data ?? [];
  const totals = folio?.totals;
  const balance = totals?.balanceMinor ?? 0;
  const navigate = useNavigate();
  const issueReceipt = useMutation(
    trpc.receipts.issue.mutationOptions({
      onSuccess: ({ id }) => navigate({ to: '/receipt/$id', params: { id } }),
      onError: (error) =>
        toast.error(trpcErrorMessage(error) ?? 'Could not issue the receipt. Please try again.'),
    }),
  );
  const openReceipt = (entry: FolioEntry) => issueReceipt.mutate({ journalId: entry.journalId });
  const issueInvoice = useMutation(
    trpc.receipts.invoice.mutationOptions({
      onSuccess: ({ id }) => navigate({ to: '/receipt/$id', params: { id } }),
      onError: (error) =>
        toast.error(trpcErrorMessage(error) ?? 'Could not issue the invoice. Please try again.'),
    }),
  );
  const invoiceButton = (folioId: string, payer: string) => (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={issueInvoice.isPending}
      onClick={() => issueInvoice.mutate({ folioId })}
      aria-label={`Invoice of ${payer}`}
    >
      Invoice
    </Button>
  );

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">Folio</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {folios.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {trpcErrorMessage(folios.error) ?? 'The folio could not be loaded. Please try again.'}
          </p>
        ) : (
          <div className="grid gap-4">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Folio summary">
              <div>
                <dt className="text-muted-foreground text-xs">
                  {balance < 0 ? 'Credit' : 'Balance due'}
                </dt>
                <dd className="font-semibold text-lg" data-testid="folio-balance">
                  {formatMoney(Math.abs(balance))}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-xs">Charges</dt>
                <dd>{formatMoney(totals?.chargesMinor ?? 0)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-xs">Paid</dt>
                <dd>{formatMoney(totals?.paidMinor ?? 0)}</dd>
              </div>
              {(totals?.allowancesMinor ?? 0) !== 0 && (
                <div>
                  <dt className="text-muted-foreground text-xs">Allowances</dt>
                  <dd>{formatMoney(totals?.allowancesMinor ?? 0)}</dd>
                </div>
              )}
              <div>
                <dt className="text-muted-foreground text-xs">Deposits held</dt>
                <dd data-testid="folio-held">
                  {formatMoney((totals?.depositsHeldMinor ?? 0) + (totals?.securityHeldMinor ?? 0))}
                </dd>
              </div>
            </dl>
            {(canPost || canCorrect) && (
              <div className="flex flex-wrap gap-2">
                {canPost && (
                  <>
                    <Button
                      type="button"
                      variant="outline"
                      onClick={() => setAction({ kind: 'charge' })}
                    >
                      Add charge
                    </Button>
                    <Button type="button" onClick={() => setAction({ kind: 'payment' })}>
                      Take payment
                    </Button>
                    {folio &&
                      (totals?.chargesMinor ?? 0) > 0 &&
                      invoiceButton(folio.id, 'the guest')}
                  </>
                )}
                {canCorrect && folio && (
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => setAction({ kind: 'refund' })}
                  >
                    Refund
                  </Button>
                )}
                {canCorrect && (totals?.securityHeldMinor ?? 0) > 0 && (
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() =>
                      setAction({ kind: 'keepSecurity', heldMinor: totals?.securityHeldMinor ?? 0 })
                    }
                  >
                    Keep security deposit
                  </Button>
                )}
              </div>
            )}
            <FolioEntries
              entries={folio?.entries ?? []}
              loading={folios.isPending}
              onCorrect={canCorrect ? (entry) => setAction({ kind: 'correct', entry }) : undefined}
              onReceipt={canPost ? openReceipt : undefined}
              onMove={
                canTransfer
                  ? (entry) =>
                      setAction({
                        kind: 'move',
                        entry,
                        payers: companies.map((company) => company.payer),
                      })
                  : undefined
              }
            />
            {companies.map((company) => (
              <section key={company.id} aria-label={`Company account: ${company.payer}`}>
                <h3 className="flex flex-wrap justify-between gap-2 font-medium text-sm">
                  <span>Company account: {company.payer}</span>
                  <span>
                    {company.totals.balanceMinor < 0 ? 'Credit' : 'Balance due'}{' '}
                    {formatMoney(Math.abs(company.totals.balanceMinor))}
                  </span>
                </h3>
                {canPost && company.totals.chargesMinor > 0 && (
                  <div className="mt-1 flex justify-end">
                    {invoiceButton(company.id, company.payer)}
                  </div>
                )}
                <FolioEntries
                  entries={company.entries}
                  loading={false}
                  onCorrect={
                    canCorrect ? (entry) => setAction({ kind: 'correct', entry }) : undefined
                  }
                  onReceipt={canPost ? openReceipt : undefined}
                />
              </section>
            ))}
          </div>
        )}
        {action && (
          <FolioActionDialog
            reservationId={reservationId}
            action={action}
            balanceMinor={balance}
            onClose={() => setAction(null)}
          />
        )}
      </CardContent>
    </Card>
  );
}
