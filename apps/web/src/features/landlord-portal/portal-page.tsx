import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatLongDate } from '@zamalek/domain/dates';
import { formatLedgerAmount } from '@zamalek/domain/money';
import {
  OWNER_USE_STATUS_LABELS,
  PORTAL_FIGURE_LABELS,
  type PortalFigureValue,
} from '@zamalek/domain/owners/portal';
import { useState } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { trpcErrorMessage } from '@/lib/errors';
import type { RouterOutputs } from '@/lib/router-types';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { monthName } from '../landlords/statement-view';
import { OwnerUseDialog } from './owner-use-dialog';
import { PortalCalendar } from './portal-calendar';

type Overview = RouterOutputs['landlordPortal']['overview'];

function figureText(value: PortalFigureValue): string {
  switch (value.kind) {
    case 'count':
      return String(value.value);
    case 'percent':
      return `${value.value} %`;
    case 'money':
      return formatLedgerAmount(value.minor, value.currency);
  }
}

/** /owner: a landlord's own pages — their rooms' nights, chosen figures, requests, statements. */
export function PortalPage() {
  const trpc = useTRPC();
  const overview = useQuery(trpc.landlordPortal.overview.queryOptions());
  const [month, setMonth] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  if (overview.error) {
    return (
      <p role="alert" className="text-destructive">
        {trpcErrorMessage(overview.error) ?? 'Could not load your pages. Please reload the page.'}
      </p>
    );
  }
  const data = overview.data;
  if (!data) return <Spinner label="Loading your rooms" />;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 [&>*]:min-w-0">
      <PageHeader
        title="Your rooms"
        subtitle={`${data.landlordName} · ${data.propertyName}`}
        actions={
          data.rooms.length > 0 && (
            <Button onClick={() => setAsking(true)}>Ask for owner-use nights</Button>
          )
        }
      />
      {data.figures.length > 0 && <Figures overview={data} />}
      <PortalCalendar month={month ?? data.today.slice(0, 7)} onMonthChange={setMonth} />
      <Requests requests={data.requests} />
      <Statements statements={data.statements} />
      {asking && (
        <OwnerUseDialog rooms={data.rooms} today={data.today} onClose={() => setAsking(false)} />
      )}
    </div>
  );
}

function Figures({ overview }: { overview: Overview }) {
  return (
    <section aria-labelledby="portal-figures" className="grid gap-3">
      <h2 id="portal-figures" className="font-serif text-2xl text-primary">
        {monthName(overview.today)} so far
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {overview.figures.map((value) => {
          // A balance below zero is what the landlord owes back (expenses beyond their share).
          const owesBack = value.kind === 'money' && value.figure === 'balance' && value.minor < 0;
          return (
            <div key={value.figure} className="rounded-lg border bg-card p-3">
              <dt className="text-muted-foreground text-sm">
                {owesBack ? 'You owe back' : PORTAL_FIGURE_LABELS[value.figure]}
              </dt>
              <dd className="font-semibold text-xl tabular-nums" data-figure={value.figure}>
                {figureText(owesBack ? { ...value, minor: -value.minor } : value)}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

function Requests({ requests }: { requests: Overview['requests'] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const withdraw = useMutation(
    trpc.landlordPortal.withdraw.mutationOptions({
      onSuccess: async () => {
        toast.success('Request withdrawn');
        await queryClient.invalidateQueries({ queryKey: trpc.landlordPortal.pathKey() });
      },
      onError: (error) =>
        toast.error(trpcErrorMessage(error) ?? 'Could not withdraw it. Please try again.'),
    }),
  );
  return (
    <Card role="region" aria-labelledby="portal-requests">
      <CardHeader>
        <CardTitle>
          <h2 id="portal-requests" className="text-lg">
            Your owner-use requests
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {requests.length === 0 ? (
          <p className="text-muted-foreground text-sm">None yet.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {requests.map((request) => (
              <li
                key={request.id}
                className="flex flex-wrap items-center justify-between gap-2 border-t pt-2"
              >
                <span>
                  <span className="font-medium">{request.unitName}</span>:{' '}
                  {formatLongDate(request.from)} to {formatLongDate(request.to)}
                </span>
                <span className="flex items-center gap-2">
                  <span data-testid="request-status">
                    {OWNER_USE_STATUS_LABELS[request.status]}
                  </span>
                  {request.status === 'pending' && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={withdraw.isPending}
                      onClick={() => withdraw.mutate({ id: request.id })}
                    >
                      Withdraw
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Statements({ statements }: { statements: Overview['statements'] }) {
  return (
    <Card role="region" aria-labelledby="portal-statements">
      <CardHeader>
        <CardTitle>
          <h2 id="portal-statements" className="text-lg">
            Your statements
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {statements.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            None yet: a statement is issued once each month is closed.
          </p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {statements.map((statement) => (
              <li key={statement.id} className="flex flex-wrap justify-between gap-2 border-t pt-2">
                <Link
                  to="/owner/statement/$id"
                  params={{ id: statement.id }}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  Statement {statement.number}: {monthName(statement.month)}
                </Link>
                <span className="text-muted-foreground tabular-nums">
                  earned {formatLedgerAmount(statement.shareMinor, statement.currency)} · owed after{' '}
                  {formatLedgerAmount(statement.balanceMinor, statement.currency)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
