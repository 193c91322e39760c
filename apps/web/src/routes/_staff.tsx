import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DataLayerBoundary, preloadDataLayer } from '@/components/data-layer-boundary';
import { Redirect } from '@/components/redirect';
import { StaffFrameSkeleton } from '@/features/staff/staff-frame-skeleton';
import { StaffHeader } from '@/features/staff/staff-header';
import { useAuth } from '@/lib/auth';
import { useLiveInvalidation } from '@/lib/live';
import { propertyToSettle, settleAt } from '@/lib/property';

/**
 * Pathless layout of the back office. The guard only checks that someone is signed in; pages
 * with role rules check those themselves. Everything under here is split out of the public
 * bundle by the router plugin.
 */
export const Route = createFileRoute('/_staff')({
  // Every back-office page reads the session through the API: the data layer loads with the
  // shell's code, and the shell's frame paints while it and the session arrive.
  loader: preloadDataLayer,
  component: StaffShell,
});

function StaffShell() {
  return (
    <DataLayerBoundary fallback={<StaffFrameSkeleton />}>
      <StaffLayout />
    </DataLayerBoundary>
  );
}

function StaffLayout() {
  const auth = useAuth();
  const { user, isLoading } = auth;
  const href = useLocation({ select: (location) => location.href });

  // Someone who works at several buildings and named none (or one no longer theirs) starts at
  // their first: every call names it from now on, and the answers are asked again.
  const queryClient = useQueryClient();
  const settle = auth.session ? propertyToSettle(auth.session) : null;
  useEffect(() => {
    if (settle === null) return;
    settleAt(settle);
    void queryClient.resetQueries();
  }, [settle, queryClient]);

  if (isLoading || settle !== null) return <StaffFrameSkeleton />;
  if (!user) {
    // Come back here after signing in (the dashboard is the default anyway).
    return <Redirect to="/auth" search={href === '/admin' ? {} : { redirect: href }} replace />;
  }

  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <LiveInvalidation />
      <StaffHeader user={user} permissions={auth} places={auth.session} />
      <main className="mx-auto w-full max-w-[1600px] flex-1 px-3 py-6 sm:px-6 md:py-8">
        <Outlet />
      </main>
    </div>
  );
}

/** Keeps the back office's cached data in step with changes made anywhere. */
function LiveInvalidation() {
  useLiveInvalidation();
  return null;
}
