import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatLongDate } from '@zamalek/domain/dates';
import {
  PAYMENT_METHODS,
  REVENUE_ACCOUNT_LABELS,
  REVENUE_ACCOUNTS,
} from '@zamalek/domain/ledger/accounts';
import { PAYMENT_METHOD_LABELS } from '@zamalek/domain/ledger/folio-view';
import { formatLedgerAmount } from '@zamalek/domain/money';
import { isOneOf } from '@zamalek/domain/type-guards';
import { type ReactNode, useState } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { selectClass } from '@/components/ui/native-select';
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

type Report = RouterOutputs['dayClose']['report'];
type FolioRow = Report['departures'][number];

/**
 * /day-close (managers): one business day as the day close saw it — revenue by account, money by
 * method and currency, departures whose folios are not at zero, and stays that never came but
 * hold the guest's money. The open day reads as the postings so far.
 */
export function DayClosePage() {
  const trpc = useTRPC();
  const [day, setDay] = useState<string | undefined>(undefined);
  const report = useQuery(trpc.dayClose.report.queryOptions({ day }));
  const data = report.data;

  return (
    <div className="mx-auto grid max-w-5xl gap-6 [&>*]:min-w-0">
      <PageHeader
        title="Day close"
        subtitle="Each business day closes by itself early the next morning: the nights of the guests in house are charged, then the day's books are shut."
      />
      {report.isError ? (
        <p role="alert" className="text-destructive">
          {trpcErrorMessage(report.error) ??
            'Could not load the day close. Please reload the page.'}
        </p>
      ) : !data ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading the day close" />
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-4">
            <div className="grid w-64 gap-1.5">
              <label htmlFor="day-close-day" className="font-medium text-sm">
                Business day
              </label>
              <select
                id="day-close-day"
                className={selectClass}
                value={data.day}
                onChange={(event) => setDay(event.target.value)}
              >
                <option value={data.openDay}>{formatLongDate(data.openDay)} (open)</option>
                {data.days.map((closed) => (
                  <option key={closed} value={closed}>
                    {formatLongDate(closed)}
                  </option>
                ))}
              </select>
            </div>
            <p className="text-muted-foreground text-sm" data-testid="day-close-state">
              {data.closed
                ? `Closed ${new Date(data.closed.closedAt).toLocaleString('en-GB')} by ${data.closed.closedByName ?? 'the automatic day close'}.`
                : 'Open: the postings so far.'}
            </p>
          </div>
          <ReportCard
            title="Revenue"
            description="What the day's postings earned, by account; corrections count on the day they were made."
            label="Revenue by account"
            columns={['Account', 'Amount']}
            empty="No revenue posted on this day."
            rows={data.revenue.map((row) => [
              isOneOf(REVENUE_ACCOUNTS, row.account)
                ? REVENUE_ACCOUNT_LABELS[row.account]
                : row.account,
              formatLedgerAmount(row.amountMinor, row.currency),
            ])}
          />
          <ReportCard
            title="Payments"
            description="Money received less money paid back, by method and by the currency handed over."
            label="Payments by method and currency"
            columns={['Method', 'Entries', 'Amount']}
            empty="No money moved on this day."
            rows={data.payments.map((row) => [
              isOneOf(PAYMENT_METHODS, row.method) ? PAYMENT_METHOD_LABELS[row.method] : row.method,
              String(row.entries),
              formatLedgerAmount(row.amountMinor, row.currency),
            ])}
          />
          <ReportCard
            title="Departures leaving a balance"
            description="The day's departures whose folios are not at zero: a credit owed to the guest, a company's account, or guests not checked out yet."
            label="Departures leaving a balance"
            columns={['Stay', 'Folio', 'Balance']}
            empty="Every departure of the day stands at zero."
            rows={data.departures.map((row) => [
              <StayLink key="stay" row={row} />,
              folioName(row),
              balanceText(row.balanceMinor),
            ])}
          />
          <ReportCard
            title="Paid but never stayed"
            description="Cancelled stays and guests who never arrived (up to 90 days back) whose folios still hold their money: refund it, or keep it as a fee."
            label="Paid but never stayed"
            columns={['Stay', 'Arrival', 'Held', 'Balance']}
            empty="No cancelled or missed stay holds money."
            rows={data.paidWithoutService.map((row) => [
              <StayLink key="stay" row={row} />,
              formatLongDate(row.checkInDate),
              formatLedgerAmount(row.heldMinor, 'USD'),
              balanceText(row.balanceMinor),
            ])}
          />
        </>
      )}
    </div>
  );
}

function folioName(row: FolioRow) {
  return row.folioKind === 'company' ? `Company: ${row.payer}` : 'Guest';
}

function balanceText(minor: number) {
  return minor < 0
    ? `Credit ${formatLedgerAmount(-minor, 'USD')}`
    : formatLedgerAmount(minor, 'USD');
}

function StayLink({ row }: { row: FolioRow }) {
  return (
    <Link to="/reservation/$id" params={{ id: row.reservationId }} className="underline">
      {row.bookingReference}
      {row.guestName ? ` · ${row.guestName}` : ''}
    </Link>
  );
}

function ReportCard({
  title,
  description,
  label,
  columns,
  rows,
  empty,
}: {
  title: string;
  description: string;
  label: string;
  columns: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
  empty: string;
}) {
  const amountColumn = columns.length - 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">{empty}</p>
        ) : (
          <Table aria-label={label} scrollLabel={`${label}, scrollable`}>
            <TableHeader>
              <TableRow>
                {columns.map((column, index) => (
                  <TableHead key={column} className={index === amountColumn ? 'text-right' : ''}>
                    {column}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((cells, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows have no identity of their own
                <TableRow key={row}>
                  {cells.map((cell, index) => (
                    <TableCell
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                      key={index}
                      className={index === amountColumn ? 'text-right tabular-nums' : ''}
                    >
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
