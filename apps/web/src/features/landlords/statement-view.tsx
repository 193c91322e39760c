import { formatLongDate } from '@zamalek/domain/dates';
import { formatLedgerAmount } from '@zamalek/domain/money';
import type { StatementContent } from '@zamalek/domain/owners/statement';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { EXPENSE_LABELS } from './landlord-dialogs';

const usd = (minor: number) => formatLedgerAmount(minor, 'USD');

export function monthName(month: string): string {
  return new Date(`${month.slice(0, 7)}-01T12:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const BASIS_LABELS = {
  gross: 'room revenue with taxes',
  net: 'room revenue less commissions',
} as const;

/** A landlord's statement: their rooms' month, adjustments of earlier months, and the balance. */
export function StatementView({ content }: { content: StatementContent }) {
  const { agreement } = content;
  return (
    <div className="grid gap-5 text-sm">
      {agreement && (
        <p className="text-muted-foreground">
          Share {agreement.shareBp / 100} % of {BASIS_LABELS[agreement.basis]}
          {agreement.managementFeeBp > 0
            ? `, less a management fee of ${agreement.managementFeeBp / 100} %`
            : ''}
          .
        </p>
      )}
      <section className="grid gap-2">
        <h3 className="font-semibold">Rooms in {monthName(content.month)}</h3>
        <Table aria-label="Rooms this month" scrollLabel="Rooms this month, scrollable">
          <TableHeader>
            <TableRow>
              <TableHead>Room</TableHead>
              <TableHead className="text-right">Nights sold</TableHead>
              <TableHead className="text-right">Occupancy</TableHead>
              <TableHead className="text-right">Room revenue</TableHead>
              <TableHead className="text-right">Taxes</TableHead>
              <TableHead className="text-right">Commissions</TableHead>
              <TableHead className="text-right">Landlord’s share</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {content.rooms.map((room) => (
              <TableRow key={room.unitId}>
                <TableCell className="font-medium">{room.name}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {room.nightsSold} of {room.nightsInMonth}
                </TableCell>
                <TableCell className="text-right tabular-nums">{room.occupancyPercent} %</TableCell>
                <TableCell className="text-right tabular-nums">
                  {usd(room.roomRevenueMinor)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{usd(room.taxesMinor)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {usd(room.commissionsMinor)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {usd(room.shareMinor - room.managementFeeMinor)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
      {content.adjustments.length > 0 && (
        <section className="grid gap-2">
          <h3 className="font-semibold">Adjustments of earlier months</h3>
          <Table aria-label="Adjustments" scrollLabel="Adjustments, scrollable">
            <TableHeader>
              <TableRow>
                <TableHead>Room</TableHead>
                <TableHead>Month</TableHead>
                <TableHead className="text-right">Room revenue</TableHead>
                <TableHead className="text-right">Landlord’s share</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {content.adjustments.map((entry) => (
                <TableRow key={`${entry.unitId}-${entry.month}`}>
                  <TableCell className="font-medium">{entry.name}</TableCell>
                  <TableCell>{monthName(entry.month)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {usd(entry.roomRevenueMinor)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {usd(entry.shareMinor - entry.managementFeeMinor)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      )}
      <section className="grid gap-1">
        <h3 className="font-semibold">Balance</h3>
        <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1">
          <dt>Owed after the last statement</dt>
          <dd className="text-right tabular-nums">{usd(content.openingBalanceMinor)}</dd>
          <dt>Earned on this statement</dt>
          <dd className="text-right tabular-nums">{usd(content.earnedMinor)}</dd>
          {content.payouts.map((payout) => (
            <PayoutLine
              key={`${payout.businessDate}-${payout.amountMinor}-${payout.reference}`}
              {...payout}
            />
          ))}
          {content.expenses.map((expense) => (
            <ExpenseLine
              key={`${expense.businessDate}-${expense.description}-${expense.amountMinor}`}
              {...expense}
            />
          ))}
          {content.otherMinor !== 0 && (
            <>
              <dt>Other movements</dt>
              <dd className="text-right tabular-nums">{usd(content.otherMinor)}</dd>
            </>
          )}
          <dt className="font-semibold">
            {content.closingBalanceMinor < 0 ? 'The landlord owes' : 'Owed to the landlord'}
          </dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="statement-balance">
            {usd(Math.abs(content.closingBalanceMinor))}
          </dd>
        </dl>
      </section>
    </div>
  );
}

function PayoutLine({ businessDate, amountMinor, reference }: StatementContent['payouts'][number]) {
  return (
    <>
      <dt>
        Paid on {formatLongDate(businessDate)}
        {reference ? ` (ref. ${reference})` : ''}
      </dt>
      <dd className="text-right tabular-nums">−{usd(amountMinor)}</dd>
    </>
  );
}

function ExpenseLine({
  businessDate,
  kind,
  description,
  unitName,
  amountMinor,
}: StatementContent['expenses'][number]) {
  return (
    <>
      <dt>
        {EXPENSE_LABELS[kind]}: {description}
        {unitName ? ` (${unitName})` : ''}, {formatLongDate(businessDate)}
      </dt>
      <dd className="text-right tabular-nums">−{usd(amountMinor)}</dd>
    </>
  );
}
