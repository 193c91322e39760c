import { useMatches } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toastOutlet } from '@/lib/toast';

const Toaster = lazy(() => import('@/components/ui/toast').then((m) => ({ default: m.Toaster })));

/**
 * The app's toast outlet, loaded on demand: at once on the back office and the sign-in page,
 * and on the public site only when a page first shows a toast (see `@/lib/toast`).
 */
export function ToastOutlet() {
  const requested = useSyncExternalStore(
    toastOutlet.subscribe,
    toastOutlet.isRequested,
    // Pre-rendered pages show no toast.
    () => false,
  );
  const outsidePublicSite = useMatches({
    select: (matches) =>
      matches.length > 1 && !matches.some((match) => match.routeId === '/_public'),
  });

  useEffect(() => {
    if (outsidePublicSite) toastOutlet.request();
  }, [outsidePublicSite]);

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
      <MountedSignal />
    </Suspense>
  );
}

/** Rendered after the Toaster, so its effect runs once the Toaster listens for toasts. */
function MountedSignal() {
  useEffect(() => {
    toastOutlet.markMounted();
  }, []);
  return null;
}
