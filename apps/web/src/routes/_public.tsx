import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicFooter } from '@/features/public/public-footer';
import { PublicHeader } from '@/features/public/public-header';
import { t } from '@/lib/i18n/i18n';

/** Pathless layout of the public site: skip link, top bar, page, footer. */
export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});

function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground text-sm shadow-md focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50"
      >
        {t('layout.skip')}
      </a>
      <PublicHeader />
      <Outlet />
      <PublicFooter />
    </div>
  );
}
