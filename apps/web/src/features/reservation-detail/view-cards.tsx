import { isUnpriced, PRICE_TO_CONFIRM } from '@zamalek/domain/channels';
import { formatLongDate } from '@zamalek/domain/dates';
import { seesStayMoney } from '@zamalek/domain/money-view';
import type * as React from 'react';
import { EgpEquivalent } from '@/components/egp-equivalent';
import { GuestNameList, StatusBadge } from '@/components/stay/stay-badges';
import { QuoteLinesList } from '@/components/stay-quote/quote-lines-list';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { ReservationDetail } from '@/features/reservation-detail/types';
import { useAuth } from '@/lib/auth';
import { formatMoment, formatRate, moneyOrDash, orNA } from '@/lib/format';
import { cn } from '@/lib/utils';

type Reservation = ReservationDetail['reservation'];

/**
 * A label/value pair of a details card: a dt/dd group in a div, the only wrapper a dl allows.
 * Long values (e-mails) wrap anywhere rather than push into the next column.
 */
export function Detail({
  label,
  children,
  className,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('grid min-w-0 gap-0.5', className)}>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="wrap-anywhere font-medium text-sm">{children}</dd>
    </div>
  );
}

export function DetailCard({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Card className={className ?? 'gap-4'}>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function GuestInformationCard({ reservation }: { reservation: Reservation }) {
  return (
    <DetailCard title="Guest Information">
      <dl className="grid grid-cols-2 gap-4">
        <Detail label="Guest names" className="col-span-2">
          <GuestNameList
            names={reservation.guestNames}
            types={reservation.guestTypes}
            genders={reservation.guestGenders}
          />
        </Detail>
        <Detail label="Number of guests">
          {reservation.numberOfGuests}
          {reservation.children > 0 && (
            <span className="font-normal text-muted-foreground">
              {' '}
              ({reservation.adults} adults, {reservation.children} children)
            </span>
          )}
        </Detail>
        <Detail label="Nationality">{orNA(reservation.guestNationality)}</Detail>
        <Detail label="Contact email">{orNA(reservation.contactEmail)}</Detail>
        <Detail label="Contact phone">{orNA(reservation.contactPhone)}</Detail>
      </dl>
    </DetailCard>
  );
}

type StoredPrice = ReservationDetail['price'];

/** How a quoted stay was priced: its lines, its taxes, and whether a manager set the price. */
function StoredPriceBreakdown({ price }: { price: NonNullable<StoredPrice> }) {
  return (
    <section
      aria-label="Price breakdown"
      className="mt-4 grid gap-2 border-t pt-4 text-sm"
      data-testid="price-breakdown"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-muted-foreground text-xs uppercase tracking-wide">
          Price breakdown
        </h3>
        {price.overridden && <Badge variant="accent">Priced by manager</Badge>}
      </div>
      <QuoteLinesList breakdown={price.breakdown} />
      <dl className="grid gap-1 border-t pt-2">
        <div className="flex justify-between gap-4 font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{moneyOrDash(price.breakdown.totalCents)}</dd>
        </div>
        {price.taxesCents > 0 && (
          <div className="flex justify-between gap-4 text-muted-foreground">
            <dt>Taxes (in the total)</dt>
            <dd className="tabular-nums">{moneyOrDash(price.taxesCents)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 text-muted-foreground">
          <dt>Before taxes (commission base)</dt>
          <dd className="tabular-nums">{moneyOrDash(price.totalBeforeTaxesCents)}</dd>
        </div>
      </dl>
    </section>
  );
}

export function BookingDetailsCard({
  reservation,
  price = null,
}: {
  reservation: Reservation;
  /** The stay's stored quote; null for stays priced before quotes (today's display only). */
  price?: StoredPrice;
}) {
  // The server sends no amounts to those who may not see them: their rows are left out.
  const seesMoney = seesStayMoney(useAuth());
  return (
    <DetailCard title="Booking Details">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Detail label="Unit">{reservation.unitName ?? 'No unit assigned'}</Detail>
        <Detail label="Check-in">{formatLongDate(reservation.checkInDate)}</Detail>
        <Detail label="Check-out">{formatLongDate(reservation.checkOutDate)}</Detail>
        <Detail label="Nights">{reservation.nights}</Detail>
        {seesMoney && (
          <>
            <Detail label="Price per night">
              {isUnpriced(reservation.pricePerNightCents) ? (
                <Badge variant="warning">{PRICE_TO_CONFIRM}</Badge>
              ) : (
                moneyOrDash(reservation.pricePerNightCents)
              )}
            </Detail>
            <Detail label="Total price">
              <span data-testid="detail-total">
                {moneyOrDash(reservation.totalPriceCents)} {reservation.currency}
              </span>
              {reservation.totalPriceCents !== null && reservation.totalPriceCents > 0 && (
                <EgpEquivalent cents={reservation.totalPriceCents} className="block" />
              )}
            </Detail>
            <Detail label="Commission rate">{formatRate(reservation.commissionRate)}</Detail>
            <Detail label="Commission amount">
              {moneyOrDash(reservation.commissionAmountCents, 1)}
            </Detail>
            <Detail label="Net revenue">{moneyOrDash(reservation.netRevenueCents, 1)}</Detail>
          </>
        )}
        <Detail label="Source">{orNA(reservation.source)}</Detail>
        <Detail label="Channel">{orNA(reservation.channel)}</Detail>
      </dl>
      {price && <StoredPriceBreakdown price={price} />}
    </DetailCard>
  );
}

type Desk = ReservationDetail['desk'];

/** "14 Mar 2026, 15:02 by Nour Hassan"; the name left out when unknown. */
function deskMoment(at: Date, name: string | null) {
  return name ? `${formatMoment(at)} by ${name}` : formatMoment(at);
}

export function StatusNotesCard({ reservation, desk }: { reservation: Reservation; desk: Desk }) {
  return (
    <DetailCard title="Status & Notes">
      <dl className="grid gap-4">
        <Detail label="Status">
          <StatusBadge status={reservation.displayStatus} />
        </Detail>
        {desk?.checkedInAt && (
          <Detail label="Checked in">{deskMoment(desk.checkedInAt, desk.checkedInByName)}</Detail>
        )}
        {desk?.checkedOutAt && (
          <Detail label="Checked out">
            {deskMoment(desk.checkedOutAt, desk.checkedOutByName)}
          </Detail>
        )}
        <Detail label="Notes">
          {reservation.notes?.trim() ? (
            <span className="whitespace-pre-wrap font-normal">{reservation.notes}</span>
          ) : (
            <span className="font-normal text-muted-foreground">No notes</span>
          )}
        </Detail>
        <Detail label="Created">{formatMoment(reservation.createdAt)}</Detail>
      </dl>
    </DetailCard>
  );
}
