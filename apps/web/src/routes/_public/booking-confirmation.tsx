import { createFileRoute, Link } from '@tanstack/react-router';
import { formatLongDate } from '@zamalek/domain/dates';
import { formatMoney } from '@zamalek/domain/money';
import { CircleCheckIcon, ClockIcon, ConciergeBellIcon, MailIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { parseConfirmationSearch } from '@/features/booking/search-params';

export const Route = createFileRoute('/_public/booking-confirmation')({
  validateSearch: parseConfirmationSearch,
  head: () => ({ meta: [{ title: 'Booking Confirmed · Zamalek Suites' }] }),
  component: BookingConfirmation,
});

const NEXT_STEPS = [
  {
    Icon: MailIcon,
    title: 'Check your e-mail',
    text: 'Your confirmation, with everything on this page, is on its way to your inbox.',
  },
  {
    Icon: ClockIcon,
    title: 'Check-in instructions',
    text: 'We send your check-in instructions 24 hours before your arrival.',
  },
  {
    Icon: ConciergeBellIcon,
    title: 'Our concierge',
    text: 'Questions, an early arrival or a dinner booking? Reply to your confirmation e-mail and our concierge will take care of it.',
  },
];

function BookingConfirmation() {
  const booking = Route.useSearch();

  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
      <header className="text-center">
        <CircleCheckIcon className="mx-auto size-14 text-success" aria-hidden="true" />
        <h1 className="mt-4 font-serif text-4xl text-primary sm:text-5xl">Booking Confirmed!</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          We've received your reservation. Check your email for confirmation.
        </p>
      </header>

      {booking.reference && (
        <section
          aria-labelledby="booking-summary"
          className="mt-10 rounded-xl border bg-card p-5 shadow-xs sm:p-8"
        >
          <h2 id="booking-summary" className="sr-only">
            Your booking
          </h2>
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-4">
            <p className="text-muted-foreground text-sm">Booking reference</p>
            <p
              className="font-mono font-semibold text-lg text-primary"
              data-testid="booking-reference"
            >
              {booking.reference}
            </p>
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
            {booking.suite && <Item label="Suite">{booking.suite}</Item>}
            {booking.nights !== undefined && <Item label="Nights">{booking.nights}</Item>}
            {booking.checkIn && <Item label="Check-in">{formatLongDate(booking.checkIn)}</Item>}
            {booking.checkOut && <Item label="Check-out">{formatLongDate(booking.checkOut)}</Item>}
            {booking.total !== undefined && (
              <Item label="Total">
                <span className="font-semibold text-base text-primary">
                  {formatMoney(booking.total)}
                </span>
              </Item>
            )}
          </dl>
          <p className="mt-4 text-muted-foreground text-xs">
            Keep your booking reference handy: our team will ask for it.
          </p>
        </section>
      )}

      <section aria-labelledby="whats-next" className="mt-10">
        <h2 id="whats-next" className="font-serif text-2xl text-primary">
          What's next
        </h2>
        <ol className="mt-4 grid gap-4">
          {NEXT_STEPS.map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-lg bg-muted/70 p-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-card text-brand">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-medium">{title}</h3>
                <p className="mt-0.5 text-muted-foreground text-sm">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/" className={buttonVariants({ size: 'lg' })}>
          Back to Home
        </Link>
        <Link to="/suites" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          Explore Our Suites
        </Link>
      </div>
    </main>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-medium">{children}</dd>
    </div>
  );
}
