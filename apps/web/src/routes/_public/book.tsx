import { createFileRoute, notFound } from '@tanstack/react-router';
import { preloadBookingData } from '@/features/booking/booking-islands';
import { BookingPage } from '@/features/booking/booking-page';
import { parseBookSearch } from '@/features/booking/search-params';
import { NotOpenNotice, WizardLocation } from '@/features/booking/wizard-location';
import { PublicPage } from '@/features/public/public-page';
import { publicHead } from '@/features/public/seo';
import { loadBookingMessages, t } from '@/lib/i18n/i18n';
import { loadLocation } from '@/lib/location-probe';
import { PublicSiteProvider } from '@/lib/public-site';

export const Route = createFileRoute('/_public/book')({
  // Runs in the route table every visitor loads: a hand-written parser, not zod.
  validateSearch: parseBookSearch,
  head: () => publicHead('book', '/book'),
  // Also on hover (intent preload). An address that already names a stay or a later step asks
  // the server at once: TanStack Query, tRPC and the wizard's parts that use them load with the
  // page's code. Without one, step 1 needs neither until the guest starts choosing dates. An
  // address that names a property (`?location=<slug>`) reads it first: the wizard says where it
  // books, a property coming soon books nothing, and a slug no property has is not found.
  loaderDeps: ({ search }) => ({
    asksServer: Boolean(search.checkIn && search.checkOut) || search.step !== undefined,
    location: search.location,
  }),
  loader: async ({ deps }) => {
    if (deps.asksServer) preloadBookingData();
    const [location] = await Promise.all([
      deps.location ? loadLocation(deps.location) : undefined,
      loadBookingMessages(),
    ]);
    if (location === null) throw notFound();
    return { location };
  },
  component: BookPage,
});

function BookPage() {
  const { location } = Route.useLoaderData();
  return (
    <PublicPage title={t('book.title')} lead={t('book.lead')}>
      {location?.status === 'coming_soon' ? (
        <NotOpenNotice location={location} />
      ) : (
        <PublicSiteProvider property={location?.slug}>
          <div className="grid gap-8">
            {location && <WizardLocation location={location} />}
            <BookingPage />
          </div>
        </PublicSiteProvider>
      )}
    </PublicPage>
  );
}
