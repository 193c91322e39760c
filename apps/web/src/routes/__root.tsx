import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { NotFound } from '@/components/not-found';
import { ToastOutlet } from '@/components/toast-outlet';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * Kept deliberately light: everything here ships to every visitor, so back-office code must
 * stay in the `_staff` routes (split into their own chunks by the router plugin).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
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
