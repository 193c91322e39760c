import { formatLongDate } from '@zamalek/domain/dates';
import { formatMoney } from '@zamalek/domain/money';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { AvailableSuite, GuestDetails } from './types';

/** Step 3: everything the guest chose, the server's price, and Confirm. */
export function StepReview({
  suite,
  stay,
  nights,
  guest,
  confirming,
  onBack,
  onEdit,
  onConfirm,
}: {
  suite: AvailableSuite;
  stay: { checkIn: string; checkOut: string };
  nights: number;
  guest: GuestDetails;
  confirming: boolean;
  onBack: () => void;
  onEdit: (step: 1 | 2) => void;
  onConfirm: () => void;
}) {
  const rate = suite.nightlyRateCents ?? 0;
  const party = guest.adults + guest.children;
  return (
    <div className="grid gap-8">
      <h2 className="font-serif text-2xl text-primary">Review your booking</h2>

      <ReviewSection title="Your stay" onEdit={() => onEdit(1)} editLabel="Change dates or suite">
        <Row label="Suite">
          {suite.name}
          {suite.unitType && <span className="text-muted-foreground"> · {suite.unitType}</span>}
        </Row>
        <Row label="Check-in">{formatLongDate(stay.checkIn)}</Row>
        <Row label="Check-out">{formatLongDate(stay.checkOut)}</Row>
        <Row label="Nights">{nights}</Row>
      </ReviewSection>

      <ReviewSection title="Guests" onEdit={() => onEdit(2)} editLabel="Change guest details">
        <Row label="Party">
          {guest.adults} adult{guest.adults > 1 ? 's' : ''}
          {guest.children > 0 && `, ${guest.children} child${guest.children > 1 ? 'ren' : ''}`} (
          {party} guest{party > 1 ? 's' : ''})
        </Row>
        <Row label="Names">{guest.guestNames.join(', ')}</Row>
        <Row label="Email">{guest.email}</Row>
        {guest.phone && <Row label="Phone">{guest.phone}</Row>}
        {guest.nationality && <Row label="Nationality">{guest.nationality}</Row>}
        {guest.specialRequests && (
          <Row label="Special requests">
            <span className="whitespace-pre-line">{guest.specialRequests}</span>
          </Row>
        )}
      </ReviewSection>

      <section aria-labelledby="price-title" className="rounded-xl bg-secondary p-5 sm:p-6">
        <h3 id="price-title" className="font-medium text-secondary-foreground">
          Price
        </h3>
        <dl className="mt-3 grid gap-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-secondary-foreground/80">
              {formatMoney(rate)} × {nights} night{nights > 1 ? 's' : ''}
            </dt>
            <dd>{formatMoney(suite.totalCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-secondary-foreground/15 border-t pt-3 font-semibold text-base text-primary">
            <dt>Total (USD)</dt>
            <dd data-testid="booking-total">{formatMoney(suite.totalCents)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-secondary-foreground/80 text-xs">
          Prices are in US dollars. We e-mail your confirmation as soon as you confirm.
        </p>
      </section>

      <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={confirming}>
          Back
        </Button>
        <Button type="button" size="lg" onClick={onConfirm} disabled={confirming}>
          {confirming && <Spinner label="Confirming your booking" />}
          {confirming ? 'Confirming...' : 'Confirm Booking'}
        </Button>
      </div>
    </div>
  );
}

function ReviewSection({
  title,
  editLabel,
  onEdit,
  children,
}: {
  title: string;
  editLabel: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <h3 className="font-medium">{title}</h3>
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto px-0 text-brand underline underline-offset-4"
          onClick={onEdit}
        >
          {editLabel}
        </Button>
      </div>
      <dl className="mt-3 grid gap-2.5 text-sm">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
