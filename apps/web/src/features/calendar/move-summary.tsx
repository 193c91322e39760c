import { useQuery } from '@tanstack/react-query';
import { formatLongDate } from '@zamalek/domain/dates';
import { formatMoney } from '@zamalek/domain/money';
import { seesStayMoney } from '@zamalek/domain/money-view';
import type { MoveTarget } from '@zamalek/domain/stay-move';
import { Spinner } from '@/components/ui/spinner';
import type { RoomCalendarStay } from '@/features/calendar/types';
import { useAuth } from '@/lib/auth';
import type { RouterOutputs } from '@/lib/router-types';
import { useTRPC } from '@/lib/trpc';

type MovePreview = RouterOutputs['reservations']['movePreview'];

const nightsText = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;
const moneyText = (cents: number | null) => (cents === null ? 'not priced' : formatMoney(cents));
/** "+$120.00" more to pay, "-$40.00" less; null when either total is unknown or they agree. */
function differenceText(before: number | null, after: number | null): string | null {
  if (before === null || after === null || before === after) return null;
  return after > before ? `+${formatMoney(after - before)}` : formatMoney(after - before);
}

/**
 * The stay's room and dates now and after the move, with the new nights and total as the server
 * computes them (the same rules as the move itself), and the stay's own reason to refuse.
 */
export function MoveSummary({
  stay,
  target,
  roomName,
  preview,
}: {
  stay: RoomCalendarStay;
  target: MoveTarget;
  roomName: (unitId: string | null) => string;
  preview: ReturnType<typeof useMovePreview>;
}) {
  const data = preview.data;
  const difference = data && differenceText(data.before.totalCents, data.after.totalCents);
  // The server sends no totals to those who may not see money: the rows are left out.
  const seesMoney = seesStayMoney(useAuth());
  return (
    <div className="grid gap-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-muted-foreground">From</dt>
        <dd>
          {roomName(stay.unitId)}, {formatLongDate(stay.checkInDate)} –{' '}
          {formatLongDate(stay.checkOutDate)}
        </dd>
        <dt className="text-muted-foreground">To</dt>
        <dd className="font-medium">
          {roomName(target.unitId)}, {formatLongDate(target.checkIn)} –{' '}
          {formatLongDate(target.checkOut)}
        </dd>
        {data && (
          <>
            <dt className="text-muted-foreground">Nights</dt>
            <dd data-testid="move-nights">
              {nightsText(data.after.nights)}
              {data.after.nights !== data.before.nights && (
                <span className="text-muted-foreground"> (was {data.before.nights})</span>
              )}
            </dd>
            {seesMoney && (
              <>
                <dt className="text-muted-foreground">Total</dt>
                <dd data-testid="move-total">
                  {moneyText(data.after.totalCents)}
                  {data.after.totalCents !== data.before.totalCents &&
                    data.before.totalCents !== null && (
                      <span className="text-muted-foreground">
                        {' '}
                        (was {moneyText(data.before.totalCents)})
                      </span>
                    )}
                </dd>
              </>
            )}
            {seesMoney && difference && (
              <>
                <dt className="text-muted-foreground">Difference</dt>
                <dd className="font-medium" data-testid="move-difference">
                  {difference}
                </dd>
              </>
            )}
          </>
        )}
      </dl>
      {preview.isPending && <Spinner label="Working out the new total" />}
      {preview.isError && (
        <p role="alert" className="text-destructive">
          {preview.error.message || 'Could not work out the new total.'}
        </p>
      )}
      {data?.unchanged && (
        <p className="text-muted-foreground">
          Nothing changes yet: choose another room or other dates.
        </p>
      )}
      {data?.refusal && (
        <p role="alert" className="text-destructive">
          {data.refusal.message}
        </p>
      )}
    </div>
  );
}

/** What the server makes of a move (asked again as the target changes). */
export function useMovePreview(id: string, target: MoveTarget | null) {
  const trpc = useTRPC();
  return useQuery(
    trpc.reservations.movePreview.queryOptions(
      { id, ...(target ?? { unitId: '', checkIn: '', checkOut: '' }) },
      { enabled: target !== null },
    ),
  );
}

/** Confirm may go on: the stay has no reason of its own to refuse, and something changes. */
export function previewAllows(preview: MovePreview | undefined): boolean {
  return Boolean(preview && !preview.refusal && !preview.unchanged);
}
