import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicFooter } from '@/features/public/public-footer';
import { PublicHeader } from '@/features/public/public-header';

/** Pathless layout of the public site: top bar, page, footer. */
export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});

function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <Outlet />
      <PublicFooter />
    </div>
  );
}
