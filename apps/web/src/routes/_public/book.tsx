import { createFileRoute } from '@tanstack/react-router';
import { DataLayerBoundary, preloadDataLayer } from '@/components/data-layer-boundary';
import { BookingPage, preloadBookingPage } from '@/features/booking/booking-page-loader';
import { BookingSkeleton } from '@/features/booking/booking-skeleton';
import { parseBookSearch } from '@/features/booking/search-params';
import { PublicPage } from '@/features/public/public-page';
import { publicHead } from '@/features/public/seo';
import { loadBookingMessages, t } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/_public/book')({
  // Runs in the route table every visitor loads: a hand-written parser, not zod.
  validateSearch: parseBookSearch,
  head: () => publicHead('book', '/book'),
  // Also on hover (intent preload): TanStack Query, tRPC, the wizard and its words load with
  // the page's code, in one round.
  loader: () => {
    preloadDataLayer();
    preloadBookingPage();
    return loadBookingMessages();
  },
  component: BookPage,
});

function BookPage() {
  return (
    <PublicPage title={t('book.title')} lead={t('book.lead')}>
      {/* The heading paints at once; the wizard once the data layer has arrived. */}
      <DataLayerBoundary fallback={<BookingSkeleton label={t('book.loading')} />}>
        <BookingPage />
      </DataLayerBoundary>
    </PublicPage>
  );
}
