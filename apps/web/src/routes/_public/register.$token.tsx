import { createFileRoute } from '@tanstack/react-router';
import { DataLayerBoundary, preloadDataLayer } from '@/components/data-layer-boundary';
import { RegistrationLinkPage } from '@/features/guest-registration/registration-link-page';
import { loadBookingMessages, t } from '@/lib/i18n/i18n';

/** A guest's registration before arrival, by the link mailed to them (never indexed). */
export const Route = createFileRoute('/_public/register/$token')({
  loader: () => {
    preloadDataLayer();
    return loadBookingMessages();
  },
  head: () => ({
    meta: [{ title: t('register.title') }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: RegisterPage,
});

function RegisterPage() {
  const { token } = Route.useParams();
  return (
    <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
      <DataLayerBoundary
        fallback={
          <p role="status" className="text-center text-muted-foreground">
            {t('register.loading')}
          </p>
        }
      >
        <RegistrationLinkPage token={token} />
      </DataLayerBoundary>
    </main>
  );
}
