import { useQuery } from '@tanstack/react-query';
import { can } from '@zamalek/domain/roles';
import { BedDoubleIcon, CalendarPlusIcon, LogInIcon, LogOutIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ChannelConflictsBadge } from '@/features/dashboard/channel-conflicts-badge';
import { type DashboardCard, DashboardDialog } from '@/features/dashboard/dashboard-dialog';
import { WalkInDialog } from '@/features/front-desk/walk-in-dialog';
import { useAuth } from '@/lib/auth';
import { useTRPC } from '@/lib/trpc';
import { cn } from '@/lib/utils';

const CARDS: readonly {
  card: DashboardCard;
  label: string;
  dialogTitle: string;
  hint: string;
  icon: ReactNode;
  tone: string;
}[] = [
  {
    card: 'arrivals',
    label: "Today's Arrivals",
    dialogTitle: "Today's Arrivals",
    hint: 'Checking in today',
    icon: <LogInIcon aria-hidden="true" />,
    tone: 'bg-blue-50 text-blue-800',
  },
  {
    card: 'departures',
    label: "Today's Departures",
    dialogTitle: "Today's Departures",
    hint: 'Checking out today',
    icon: <LogOutIcon aria-hidden="true" />,
    tone: 'bg-amber-50 text-amber-800',
  },
  {
    card: 'inHouse',
    label: 'In-House Stays',
    dialogTitle: 'In-House Stays',
    hint: 'Checked in, not yet out',
    icon: <BedDoubleIcon aria-hidden="true" />,
    tone: 'bg-emerald-50 text-emerald-800',
  },
  {
    card: 'newBookings',
    label: 'New Bookings (24h)',
    dialogTitle: 'New Bookings (Last 24h)',
    hint: 'Made in the last 24 hours',
    icon: <CalendarPlusIcon aria-hidden="true" />,
    tone: 'bg-violet-50 text-violet-800',
  },
];

/** The four counts (each card opens the list of its reservations) and the quick walk-in. */
export function DashboardCards() {
  const trpc = useTRPC();
  const auth = useAuth();
  const counts = useQuery(trpc.reservations.dashboard.queryOptions());
  const [open, setOpen] = useState<DashboardCard | null>(null);
  const current = CARDS.find((item) => item.card === open);

  return (
    <section aria-labelledby="dashboard-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="dashboard-title" className="font-semibold text-lg">
          Dashboard
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {can(auth, 'channels.manage') && <ChannelConflictsBadge />}
          {can(auth, 'reservations.create') && <WalkInDialog />}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {CARDS.map((item) => (
          <Card key={item.card} className="gap-0 p-0 transition-shadow hover:shadow-md">
            <button
              type="button"
              onClick={() => setOpen(item.card)}
              className="flex h-full w-full items-start gap-3 rounded-xl p-3 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:p-5"
              data-testid={`dashboard-card-${item.card}`}
            >
              <span
                className={cn(
                  'hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex [&_svg]:size-5',
                  item.tone,
                )}
              >
                {item.icon}
              </span>
              <span className="grid min-w-0 gap-0.5">
                <span className="font-medium text-muted-foreground text-xs md:text-sm">
                  {item.label}
                </span>
                <span className="font-semibold text-2xl tabular-nums md:text-3xl">
                  {counts.data ? (
                    counts.data[item.card]
                  ) : counts.isError ? (
                    '–'
                  ) : (
                    <Spinner className="size-5" label={`Loading ${item.label}`} />
                  )}
                </span>
                <span className="hidden text-muted-foreground text-xs md:block">{item.hint}</span>
              </span>
            </button>
          </Card>
        ))}
      </div>
      {current && (
        <DashboardDialog
          card={current.card}
          title={current.dialogTitle}
          onOpenChange={(isOpen) => {
            if (!isOpen) setOpen(null);
          }}
        />
      )}
    </section>
  );
}
