import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { DateRange } from '@zamalek/domain/date-range';
import { formatMoney } from '@zamalek/domain/money';
import { ChevronRightIcon, HandCoinsIcon } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { plural } from '@/features/analytics/format';
import { ErrorBlock } from '@/features/analytics/states';
import type { LandlordsPeriod } from '@/features/analytics/types';
import { useTRPC } from '@/lib/trpc';
import { cn } from '@/lib/utils';

const headCell = 'px-2 py-1.5 text-right font-medium first:pl-0 last:pr-0';
const cell = 'px-2 py-1.5 text-right tabular-nums first:pl-0 last:pr-0';

/**
 * The Landlords card: for the period, each landlord's share as their issued statements have it
 * (whole months only, with the months still to issue), expenses charged, payouts and what they
 * are owed now; and the operator's part over the months issued for everyone (decision 0084).
 */
export function LandlordsCard({ range, className }: { range: DateRange; className?: string }) {
  const trpc = useTRPC();
  const titleId = useId();
  const landlords = useQuery(
    trpc.analytics.landlords.queryOptions(range, { placeholderData: keepPreviousData }),
  );
  const data = landlords.data;

  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className={cn('min-w-0 gap-3 p-4 md:p-5', className)}
      data-testid="card-landlords"
    >
      <div className="flex items-center justify-between gap-2">
        <h3
          id={titleId}
          className="flex items-center gap-2 font-medium text-muted-foreground text-xs md:text-sm"
        >
          <HandCoinsIcon className="size-4 shrink-0" aria-hidden="true" />
          Landlords
        </h3>
        <Link
          to="/landlords"
          className="flex items-center gap-0.5 font-medium text-sm underline-offset-4 hover:underline"
        >
          Statements
          <ChevronRightIcon className="size-3.5" aria-hidden="true" />
        </Link>
      </div>
      {landlords.isError ? (
        <ErrorBlock
          what="the landlords’ figures"
          error={landlords.error}
          onRetry={() => void landlords.refetch()}
        />
      ) : data ? (
        <div className={cn('grid gap-3', landlords.isPlaceholderData && 'opacity-60')}>
          <LandlordsFigures figures={data} />
        </div>
      ) : (
        <Spinner className="size-5" label="Loading" />
      )}
    </Card>
  );
}

function LandlordsFigures({ figures }: { figures: LandlordsPeriod }) {
  const { months, total, operator } = figures;
  if (figures.landlords.length === 0) {
    return (
      <p className="text-muted-foreground text-sm" data-testid="landlords-none">
        No landlords: every room is the operator’s own.
      </p>
    );
  }
  return (
    <>
      <p className="text-muted-foreground text-xs" data-testid="landlords-months">
        {months === 0
          ? 'Statements cover whole months, and this period holds none: no share to show.'
          : `Share: the statements of the period’s ${plural(months, 'whole month')}. Expenses and payouts: of its days. Owed: as of now.`}
      </p>
      <div className="-mx-1 overflow-x-auto px-1">
        <table className="w-full min-w-[30rem] text-sm">
          <thead className="text-muted-foreground text-xs">
            <tr className="border-b">
              <th scope="col" className={cn(headCell, 'text-left')}>
                Landlord
              </th>
              <th scope="col" className={headCell}>
                Share issued
              </th>
              <th scope="col" className={headCell}>
                Expenses
              </th>
              <th scope="col" className={headCell}>
                Payouts
              </th>
              <th scope="col" className={headCell}>
                Owed now
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.landlords.map((landlord) => (
              <tr key={landlord.id} className="border-b" data-testid="landlords-row">
                <th scope="row" className={cn(cell, 'text-left font-medium')}>
                  {landlord.name}
                  {landlord.pendingMonths > 0 && (
                    <span
                      className="block font-normal text-amber-800 text-xs"
                      data-testid="landlord-pending"
                    >
                      {plural(landlord.pendingMonths, 'month')} not yet issued
                    </span>
                  )}
                </th>
                <td className={cell} data-testid="landlord-share">
                  {formatMoney(landlord.shareMinor)}
                </td>
                <td className={cell}>{formatMoney(landlord.expensesMinor)}</td>
                <td className={cell}>{formatMoney(landlord.payoutsMinor)}</td>
                <td className={cell} data-testid="landlord-owed">
                  {landlord.owedMinor < 0
                    ? `Owes back ${formatMoney(-landlord.owedMinor)}`
                    : formatMoney(landlord.owedMinor)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-semibold">
            <tr data-testid="landlords-total">
              <th scope="row" className={cn(cell, 'text-left')}>
                Total
              </th>
              <td className={cell} data-testid="landlords-total-share">
                {formatMoney(total.shareMinor)}
              </td>
              <td className={cell} data-testid="landlords-total-expenses">
                {formatMoney(total.expensesMinor)}
              </td>
              <td className={cell} data-testid="landlords-total-payouts">
                {formatMoney(total.payoutsMinor)}
              </td>
              <td className={cell} data-testid="landlords-total-owed">
                {formatMoney(total.owedMinor)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {months > 0 && (
        <div className="grid gap-1 border-t pt-3 text-sm" data-testid="operator-part">
          <p className="text-muted-foreground text-xs">
            {operator.issuedMonths === 0
              ? 'Operator’s part: no month of this period is issued for every landlord yet.'
              : `${operator.issuedMonths} of ${plural(months, 'month')} issued for every landlord. The operator’s part over those (rooms without a landlord are the operator’s own):`}
          </p>
          {operator.issuedMonths > 0 && (
            <dl className="grid grid-cols-3 gap-2">
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground text-xs">Room revenue</dt>
                <dd className="tabular-nums" data-testid="operator-revenue">
                  {formatMoney(operator.revenueMinor)}
                </dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground text-xs">Landlords’ share</dt>
                <dd className="tabular-nums" data-testid="operator-landlords-share">
                  {formatMoney(operator.landlordsShareMinor)}
                </dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground text-xs">Operator’s part</dt>
                <dd className="font-semibold tabular-nums" data-testid="operator-part-value">
                  {formatMoney(operator.partMinor)}
                </dd>
              </div>
            </dl>
          )}
        </div>
      )}
    </>
  );
}
