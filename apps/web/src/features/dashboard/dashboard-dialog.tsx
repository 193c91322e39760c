import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { formatShortDate } from '@zamalek/domain/dates';
import { formatMoney } from '@zamalek/domain/money';
import { seesStayMoney } from '@zamalek/domain/money-view';
import { can } from '@zamalek/domain/roles';
import { BedDoubleIcon, CalendarIcon } from 'lucide-react';
import { RoomNotReady } from '@/components/stay/room-not-ready';
import { GuestNameList, StatusBadge } from '@/components/stay/stay-badges';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import {
  cardDeskSteps,
  type DashboardCard,
  offersDeskStep,
} from '@/features/dashboard/card-desk-steps';
import { DeskButtons } from '@/features/front-desk/desk-buttons';
import { ArrivalStatusBadge } from '@/features/registrations/arrival-status-badge';
import { useAuth } from '@/lib/auth';
import { childrenLabel, guestsLabel, moneyOrDash } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';

export type { DashboardCard };

/**
 * The reservations behind a dashboard card, by check-in; an entry opens its detail page. Arrivals
 * can be checked in and departures checked out from here when the server allows it; the row
 * follows live (its status changes, or it leaves the list).
 */
export function DashboardDialog({
  card,
  title,
  onOpenChange,
}: {
  card: DashboardCard;
  title: string;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const list = useQuery(trpc.reservations.dashboardList.queryOptions({ card }));
  const auth = useAuth();
  const seesMoney = seesStayMoney(auth);
  // Where each arrival's registration stands (the Registrations page's list of today).
  const registrations = useQuery(
    trpc.registrationArrivals.ofDay.queryOptions(
      {},
      { enabled: card === 'arrivals' && can(auth, 'registrations.manage') },
    ),
  );
  const registrationOf = new Map(
    registrations.data?.rows.map((entry) => [entry.reservationId, entry.status]),
  );

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[80vh] flex-col gap-4 sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {list.data
              ? `${list.data.length} ${list.data.length === 1 ? 'reservation' : 'reservations'}`
              : 'Loading reservations'}
          </DialogDescription>
        </DialogHeader>
        <div className="-mx-2 min-h-0 flex-1 overflow-y-auto px-2">
          {list.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner className="size-6 text-brand" />
            </div>
          ) : list.isError ? (
            <p className="py-10 text-center text-muted-foreground">Failed to load reservations</p>
          ) : list.data.length === 0 ? (
            <p className="py-10 text-center text-muted-foreground">No reservations found</p>
          ) : (
            <ul className="grid gap-2">
              {list.data.map((row) => {
                const steps = cardDeskSteps(card, row.deskActions);
                const registration = registrationOf.get(row.id);
                return (
                  <li
                    key={row.id}
                    className="grid overflow-hidden rounded-lg border bg-card text-sm"
                    data-testid="dashboard-row"
                  >
                    <button
                      type="button"
                      className="grid w-full gap-2 p-3 text-left transition-colors hover:bg-accent/60 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
                      onClick={() => {
                        onOpenChange(false);
                        void navigate({ to: '/reservation/$id', params: { id: row.id } });
                      }}
                    >
                      <span className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-mono font-semibold text-xs">
                          {row.bookingReference}
                        </span>
                        <span className="flex flex-wrap items-center gap-1.5">
                          {registration && <ArrivalStatusBadge status={registration} named />}
                          <StatusBadge status={row.displayStatus} />
                        </span>
                      </span>
                      <GuestNameList
                        names={row.guestNames}
                        types={row.guestTypes}
                        genders={row.guestGenders}
                      />
                      <span className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
                        <span>
                          {guestsLabel(row.numberOfGuests)}
                          {row.children > 0 && ` (${childrenLabel(row.children)})`}
                        </span>
                        <span className="flex items-center gap-1">
                          <BedDoubleIcon className="size-3.5" aria-hidden="true" />
                          {row.unitName ?? 'No unit assigned'}
                        </span>
                        {row.roomNotReady && <RoomNotReady />}
                        {row.folioBalanceMinor !== null && row.folioBalanceMinor !== 0 && (
                          <span className="font-medium text-foreground" data-testid="row-balance">
                            {row.folioBalanceMinor > 0 ? 'Balance due' : 'Credit'}{' '}
                            {formatMoney(Math.abs(row.folioBalanceMinor))}
                          </span>
                        )}
                      </span>
                      <span className="flex flex-wrap items-center justify-between gap-2">
                        <span className="flex items-center gap-1">
                          <CalendarIcon
                            className="size-3.5 text-muted-foreground"
                            aria-hidden="true"
                          />
                          {formatShortDate(row.checkInDate)} – {formatShortDate(row.checkOutDate)}
                        </span>
                        {seesMoney && (
                          <span className="font-semibold tabular-nums">
                            {moneyOrDash(row.totalPriceCents)}
                          </span>
                        )}
                      </span>
                    </button>
                    {offersDeskStep(steps) && (
                      <div className="flex flex-wrap justify-end gap-2 border-t bg-muted/30 px-3 py-2">
                        <DeskButtons id={row.id} actions={steps} size="sm" />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
