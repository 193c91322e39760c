import { createFileRoute } from '@tanstack/react-router';
import { preloadBookingData } from '@/features/booking/booking-islands';
import { BookingPage } from '@/features/booking/booking-page';
import { parseBookSearch } from '@/features/booking/search-params';
import { PublicPage } from '@/features/public/public-page';
import { publicHead } from '@/features/public/seo';
import { loadBookingMessages, t } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/_public/book')({
  // Runs in the route table every visitor loads: a hand-written parser, not zod.
  validateSearch: parseBookSearch,
  head: () => publicHead('book', '/book'),
  // Also on hover (intent preload). An address that already names a stay or a later step asks
  // the server at once: TanStack Query, tRPC and the wizard's parts that use them load with the
  // page's code. Without one, step 1 needs neither until the guest starts choosing dates.
  loaderDeps: ({ search }) => ({
    asksServer: Boolean(search.checkIn && search.checkOut) || search.step !== undefined,
  }),
  loader: ({ deps }) => {
    if (deps.asksServer) preloadBookingData();
    return loadBookingMessages();
  },
  component: BookPage,
});

function BookPage() {
  return (
    <PublicPage title={t('book.title')} lead={t('book.lead')}>
      <BookingPage />
    </PublicPage>
  );
}
