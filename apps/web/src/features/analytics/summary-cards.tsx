import { sharePercent } from '@zamalek/domain/analytics';
import type { DateRange } from '@zamalek/domain/date-range';
import { formatMoney } from '@zamalek/domain/money';
import {
  BedDoubleIcon,
  CalendarCheckIcon,
  ChevronRightIcon,
  CoinsIcon,
  GaugeIcon,
  type LucideIcon,
  PercentIcon,
  ReceiptIcon,
  SplitIcon,
  TagIcon,
  UsersIcon,
  WalletIcon,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { DirectSourcesDialog } from '@/features/analytics/direct-sources-dialog';
import { formatCount, formatPercent, plural } from '@/features/analytics/format';
import { LandlordsCard } from '@/features/analytics/landlords-card';
import type { AnalyticsOverview } from '@/features/analytics/types';
import { cn } from '@/lib/utils';

/** One figure: its name, the number, and a line saying what it counts. */
function StatCard({
  title,
  Icon,
  value,
  hint,
  testId,
  className,
  children,
}: {
  title: string;
  Icon: LucideIcon;
  value: ReactNode;
  hint?: ReactNode;
  testId: string;
  className?: string;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      data-testid={testId}
      className={cn('min-w-0 gap-1.5 p-4 md:p-5', className)}
    >
      <h3
        id={titleId}
        className="flex items-center gap-2 font-medium text-muted-foreground text-xs md:text-sm"
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {title}
      </h3>
      <p className="truncate font-semibold text-xl tabular-nums md:text-2xl" data-testid="value">
        {value}
      </p>
      {hint && <p className="text-muted-foreground text-xs">{hint}</p>}
      {children}
    </Card>
  );
}

/** A label over its amount inside a card (Direct / Booking.com). */
function SplitLine({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold text-base tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The period's cards, in the spec's order: Occupancy Rate, Total Bookings (with the stays still
 * without a price), Guests, Booking
 * Sources, ADR, RevPAR, Total Revenue, Net Revenue, Commission Paid, then the Landlords card (its
 * own read). Without data yet (first load) every value shows a dash.
 */
export function SummaryCards({
  overview,
  pending,
  range,
}: {
  overview: AnalyticsOverview | undefined;
  /** First load: spinners instead of dashes. */
  pending: boolean;
  range: DateRange;
}) {
  const [directOpen, setDirectOpen] = useState(false);
  const o = overview;
  const dash: ReactNode = pending ? <Spinner className="size-5" label="Loading" /> : '–';
  const money = (cents: number | undefined) => (cents === undefined ? dash : formatMoney(cents));
  const directShare = o ? sharePercent(o.directBookings, o.bookings) : 0;
  const indirectShare = o ? sharePercent(o.bookingComBookings, o.bookings) : 0;

  return (
    <div className="grid grid-flow-row-dense grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatCard
        title="Occupancy Rate"
        Icon={GaugeIcon}
        testId="card-occupancy"
        value={o ? formatPercent(o.occupancyRate) : dash}
        hint={
          o
            ? `${formatCount(o.bookedNights)} of ${plural(o.availableRoomNights, 'room-night')} booked`
            : 'Booked nights of available room-nights'
        }
      />
      <StatCard
        title="Total Bookings"
        Icon={CalendarCheckIcon}
        testId="card-bookings"
        value={o ? formatCount(o.bookings) : dash}
        hint={o ? `${plural(o.bookedNights, 'night')} in this period` : 'Stays in this period'}
      >
        {o && o.unpricedBookings > 0 && (
          <p
            className="flex items-center gap-1 font-medium text-amber-800 text-xs"
            data-testid="bookings-unpriced"
          >
            <TagIcon className="size-3.5 shrink-0" aria-hidden="true" />
            {o.unpricedBookings === 1
              ? '1 without a price (to confirm)'
              : `${formatCount(o.unpricedBookings)} without a price (to confirm)`}
          </p>
        )}
      </StatCard>
      <StatCard
        title="Guests"
        Icon={UsersIcon}
        testId="card-guests"
        value={o ? formatCount(o.guests) : dash}
        hint="Guests of these bookings"
      />
      <Card
        role="group"
        aria-labelledby="booking-sources-title"
        data-testid="card-sources"
        className="col-span-2 min-w-0 gap-2 p-4 md:p-5 lg:col-span-1"
      >
        <h3
          id="booking-sources-title"
          className="flex items-center gap-2 font-medium text-muted-foreground text-xs md:text-sm"
        >
          <SplitIcon className="size-4 shrink-0" aria-hidden="true" />
          Booking Sources
        </h3>
        <div className="grid gap-1">
          <button
            type="button"
            onClick={() => setDirectOpen(true)}
            disabled={!o}
            data-testid="sources-direct"
            className="-mx-2 flex items-baseline justify-between gap-2 rounded-md px-2 py-1 text-left outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none"
          >
            <span className="flex items-center gap-1 font-medium text-sm underline decoration-dotted underline-offset-4">
              Direct
              <ChevronRightIcon className="size-3.5" aria-hidden="true" />
            </span>
            <span className="tabular-nums">
              <span className="font-semibold text-lg" data-testid="sources-direct-count">
                {o ? formatCount(o.directBookings) : dash}
              </span>{' '}
              <span className="text-muted-foreground text-xs" data-testid="sources-direct-share">
                {o ? `(${formatPercent(directShare)})` : ''}
              </span>
            </span>
          </button>
          <div className="flex items-baseline justify-between gap-2 py-1">
            <span className="font-medium text-sm">Indirect (Booking.com)</span>
            <span className="tabular-nums">
              <span className="font-semibold text-lg" data-testid="sources-indirect-count">
                {o ? formatCount(o.bookingComBookings) : dash}
              </span>{' '}
              <span className="text-muted-foreground text-xs" data-testid="sources-indirect-share">
                {o ? `(${formatPercent(indirectShare)})` : ''}
              </span>
            </span>
          </div>
        </div>
        <div className="flex h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div className="bg-primary" style={{ width: `${directShare}%` }} />
          <div className="bg-sky-600" style={{ width: `${indirectShare}%` }} />
        </div>
      </Card>
      <StatCard
        title="ADR"
        Icon={BedDoubleIcon}
        testId="card-adr"
        value={money(o?.adrCents)}
        hint="Average daily rate: revenue per booked night"
      />
      <StatCard
        title="RevPAR"
        Icon={PercentIcon}
        testId="card-revpar"
        value={money(o?.revPARCents)}
        hint="Revenue per available room-night"
      />
      <StatCard
        title="Total Revenue"
        Icon={CoinsIcon}
        testId="card-revenue"
        value={money(o?.revenueCents)}
        hint="Gross, for the nights in this period"
      />
      <StatCard
        title="Net Revenue"
        Icon={WalletIcon}
        testId="card-net"
        className="col-span-2 lg:col-span-1"
        value={money(o?.netCents)}
        hint={
          o
            ? `After commission: ${formatPercent(sharePercent(o.netCents, o.revenueCents))} of revenue`
            : 'After commission'
        }
      />
      <StatCard
        title="Commission Paid"
        Icon={ReceiptIcon}
        testId="card-commission"
        className="col-span-2"
        value={money(o?.commissionCents)}
      >
        <dl className="mt-1 grid grid-cols-2 gap-x-6 gap-y-1">
          <SplitLine
            label="Direct"
            value={money(o?.directCommissionCents)}
            testId="commission-direct"
          />
          <SplitLine
            label="Booking.com"
            value={money(o?.bookingComCommissionCents)}
            testId="commission-booking-com"
          />
        </dl>
      </StatCard>
      <LandlordsCard className="col-span-2" range={range} />
      {o && (
        <DirectSourcesDialog
          open={directOpen}
          onOpenChange={setDirectOpen}
          sources={o.bySource}
          range={o.range}
        />
      )}
    </div>
  );
}
