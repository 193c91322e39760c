import { useQuery } from '@tanstack/react-query';
import { formatLongDate } from '@zamalek/domain/dates';
import { PAYMENT_METHOD_LABELS } from '@zamalek/domain/ledger/folio-view';
import { formatLedgerAmount } from '@zamalek/domain/money';
import { useState } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { trpcErrorMessage } from '@/lib/errors';
import type { RouterOutputs } from '@/lib/router-types';
import { useTRPC } from '@/lib/trpc';
import { PayoutDialog } from '../folio/payout-dialog';

type SourceRow = RouterOutputs['commissions']['bySource'][number];

const usd = (minor: number) => formatLedgerAmount(minor, 'USD');

/**
 * /commissions: what each sales source earned (each night's share, as the nights are charged),
 * was paid and is owed; paying it; and the latest payouts with who paid them.
 */
export function CommissionsPage() {
  const trpc = useTRPC();
  const sources = useQuery(trpc.commissions.bySource.queryOptions());
  const payouts = useQuery(trpc.commissions.payouts.queryOptions());
  const [paying, setPaying] = useState<SourceRow | null>(null);
  const failed = sources.error ?? payouts.error;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 [&>*]:min-w-0">
      <PageHeader
        title="Commissions"
        subtitle="Sales sources earn their commission night by night, as each night of their stays is charged; it is owed to them until paid."
      />
      {failed ? (
        <p role="alert" className="text-destructive">
          {trpcErrorMessage(failed) ?? 'Could not load the commissions. Please reload the page.'}
        </p>
      ) : !sources.data || !payouts.data ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading the commissions" />
        </div>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">Owed to sales sources</h2>
              </CardTitle>
              <CardDescription>
                The channels' own commission (Booking.com, Airbnb) is kept out of their pay-outs and
                is not listed here.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {sources.data.length === 0 ? (
                <p className="text-muted-foreground text-sm">
                  No commission earned yet: it is earned as the nights of a source's stays are
                  charged.
                </p>
              ) : (
                <Table
                  aria-label="Owed to sales sources"
                  scrollLabel="Owed to sales sources, scrollable"
                >
                  <TableHeader>
                    <TableRow>
                      <TableHead>Source</TableHead>
                      <TableHead className="text-right">Earned</TableHead>
                      <TableHead className="text-right">Paid</TableHead>
                      <TableHead className="text-right">Owed</TableHead>
                      <TableHead>Last paid</TableHead>
                      <TableHead>
                        <span className="sr-only">Pay</span>
                      </TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {sources.data.map((row) => (
                      <TableRow key={row.source}>
                        <TableCell>
                          <span className="font-medium">{row.source}</span>
                          {row.agent && (
                            <span className="block text-muted-foreground text-xs">
                              Sales agent: {row.agent}
                            </span>
                          )}
                        </TableCell>
                        <TableCell className="text-right tabular-nums">
                          {usd(row.earnedMinor)}
                        </TableCell>
                        <TableCell className="text-right tabular-nums">
                          {usd(row.paidMinor)}
                        </TableCell>
                        <TableCell
                          className="text-right font-semibold tabular-nums"
                          data-testid="commission-owed"
                        >
                          {row.owedMinor < 0
                            ? `Owes back ${usd(-row.owedMinor)}`
                            : usd(row.owedMinor)}
                        </TableCell>
                        <TableCell>
                          {row.lastPaidOn ? formatLongDate(row.lastPaidOn) : '—'}
                        </TableCell>
                        <TableCell className="text-right">
                          {row.owedMinor > 0 && (
                            <Button
                              size="sm"
                              variant="outline"
                              onClick={() => setPaying(row)}
                              aria-label={`Pay ${row.source}`}
                            >
                              Pay
                            </Button>
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </CardContent>
          </Card>
          <Payouts payouts={payouts.data} />
        </>
      )}
      {paying && (
        <PayoutDialog
          name={paying.source}
          payee={{ kind: 'commission', source: paying.source }}
          owedMinor={paying.owedMinor}
          onClose={() => setPaying(null)}
        />
      )}
    </div>
  );
}

function Payouts({ payouts }: { payouts: RouterOutputs['commissions']['payouts'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Payouts</h2>
        </CardTitle>
        <CardDescription>The latest 50, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {payouts.length === 0 ? (
          <p className="text-muted-foreground text-sm">No commission paid yet.</p>
        ) : (
          <Table aria-label="Payouts" scrollLabel="Payouts, scrollable">
            <TableHeader>
              <TableRow>
                <TableHead>Day</TableHead>
                <TableHead>Source</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>How</TableHead>
                <TableHead>Paid by</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {payouts.map((payout) => (
                <TableRow key={payout.journalId}>
                  <TableCell>{formatLongDate(payout.businessDate)}</TableCell>
                  <TableCell>{payout.source}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {usd(payout.amountMinor)}
                  </TableCell>
                  <TableCell>
                    {PAYMENT_METHOD_LABELS[payout.method]}
                    {payout.reference ? ` · ref. ${payout.reference}` : ''}
                  </TableCell>
                  <TableCell>{payout.paidBy ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
