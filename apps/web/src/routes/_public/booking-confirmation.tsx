import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { CircleCheckIcon, ClockIcon, ConciergeBellIcon, MailIcon, SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataLayerBoundary, preloadDataLayer } from '@/components/data-layer-boundary';
import { buttonVariants } from '@/components/ui/button-variants';
import { PropertyPolicies } from '@/features/booking/property-policies';
import { parseConfirmationSearch } from '@/features/booking/search-params';
import { publicHead } from '@/features/public/seo';
import { trpcHttpStatus } from '@/lib/errors';
import { formatPrice, longDate } from '@/lib/i18n/format';
import { currentLang, loadBookingMessages, type MessageId, t } from '@/lib/i18n/i18n';
import { PublicSiteProvider } from '@/lib/public-site';
import { useTRPC } from '@/lib/trpc';

export const Route = createFileRoute('/_public/booking-confirmation')({
  validateSearch: parseConfirmationSearch,
  // The booking and the property's policies come from the API: the data layer loads with the page.
  loader: () => {
    preloadDataLayer();
    return loadBookingMessages();
  },
  head: () => publicHead('confirmation', '/booking-confirmation'),
  component: BookingConfirmation,
});

const NEXT_STEPS: { Icon: typeof MailIcon; title: MessageId; text: MessageId }[] = [
  { Icon: MailIcon, title: 'confirm.emailTitle', text: 'confirm.emailText' },
  { Icon: ClockIcon, title: 'confirm.instructionsTitle', text: 'confirm.instructionsText' },
  { Icon: ConciergeBellIcon, title: 'confirm.conciergeTitle', text: 'confirm.conciergeText' },
];

function BookingConfirmation() {
  const { token } = Route.useSearch();
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
      {token ? (
        <DataLayerBoundary fallback={<Loading />}>
          <ConfirmedBooking token={token} />
        </DataLayerBoundary>
      ) : (
        <NotFound />
      )}
      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/" className={buttonVariants({ size: 'lg' })}>
          {t('confirm.home')}
        </Link>
        <Link to="/suites" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          {t('confirm.suites')}
        </Link>
      </div>
    </main>
  );
}

function Loading() {
  return (
    <p role="status" className="text-center text-muted-foreground">
      {t('confirm.loading')}
    </p>
  );
}

/** An address that names no booking says so; it never shows a summary it was handed. */
function NotFound() {
  return (
    <header className="text-center" data-testid="booking-not-found">
      <SearchXIcon className="mx-auto size-14 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-4 font-serif text-4xl text-primary sm:text-5xl">
        {t('confirm.notFoundTitle')}
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">{t('confirm.notFoundText')}</p>
    </header>
  );
}

/** What the server confirms of the booking the secret names: nothing from the address itself. */
function ConfirmedBooking({ token }: { token: string }) {
  const trpc = useTRPC();
  const confirmation = useQuery({
    ...trpc.public.confirmation.queryOptions({ token, language: currentLang() }),
    retry: (failures, error) => trpcHttpStatus(error) !== 404 && failures < 2,
  });
  if (confirmation.isPending) return <Loading />;
  if (confirmation.isError) {
    if (trpcHttpStatus(confirmation.error) === 404) return <NotFound />;
    return (
      <p role="alert" className="text-center text-destructive">
        {t('confirm.failed')}
      </p>
    );
  }
  const booking = confirmation.data;
  return (
    <>
      <header className="text-center">
        <CircleCheckIcon className="mx-auto size-14 text-success" aria-hidden="true" />
        <h1 className="mt-4 font-serif text-4xl text-primary sm:text-5xl">
          {t(booking.cancelled ? 'confirm.cancelledTitle' : 'confirm.title')}
        </h1>
        {!booking.cancelled && (
          <p className="mt-3 text-lg text-muted-foreground">{t('confirm.lead')}</p>
        )}
      </header>

      <section
        aria-labelledby="booking-summary"
        className="mt-10 rounded-xl border bg-card p-5 shadow-xs sm:p-8"
      >
        <h2 id="booking-summary" className="sr-only">
          {t('confirm.summary')}
        </h2>
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-4">
          <p className="text-muted-foreground text-sm">{t('confirm.reference')}</p>
          <p
            className="font-mono font-semibold text-lg text-primary"
            data-testid="booking-reference"
          >
            {booking.bookingReference}
          </p>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <Item label={t('confirm.location')}>{booking.location.name}</Item>
          <Item label={t('confirm.suite')}>{booking.suiteName}</Item>
          <Item label={t('confirm.nights')}>{booking.nights}</Item>
          <Item label={t('confirm.checkIn')}>{longDate(booking.checkIn)}</Item>
          <Item label={t('confirm.checkOut')}>{longDate(booking.checkOut)}</Item>
          {booking.totalCents !== null && (
            <Item label={t('confirm.total')}>
              <span className="font-semibold text-base text-primary">
                {formatPrice(booking.totalCents)}
              </span>
            </Item>
          )}
        </dl>
        <p className="mt-4 text-muted-foreground text-xs">{t('confirm.keepReference')}</p>
      </section>

      {!booking.cancelled && (
        <section aria-labelledby="whats-next" className="mt-10">
          <h2 id="whats-next" className="font-serif text-2xl text-primary">
            {t('confirm.next')}
          </h2>
          <ol className="mt-4 grid gap-4">
            {NEXT_STEPS.map(({ Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-lg bg-muted/70 p-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-card text-brand">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-medium">{t(title)}</h3>
                  <p className="mt-0.5 text-muted-foreground text-sm">{t(text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}

      <PublicSiteProvider property={booking.location.slug}>
        <PropertyPolicies className="mt-10" />
      </PublicSiteProvider>
    </>
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
