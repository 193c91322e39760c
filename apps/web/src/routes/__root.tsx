import { createRootRoute, HeadContent, Outlet } from '@tanstack/react-router';
import { NotFound } from '@/components/not-found';
import { ToastOutlet } from '@/components/toast-outlet';

/**
 * Kept deliberately light: everything here ships to every visitor, so back-office code must
 * stay in the `_staff` routes (split into their own chunks by the router plugin), and TanStack
 * Query and tRPC load on demand, inside the pages that call the API (<DataLayerBoundary>).
 */
export const Route = createRootRoute({
  head: () => ({ meta: [{ title: 'Zamalek Suites' }] }),
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <Outlet />
      <ToastOutlet />
    </>
  );
}
