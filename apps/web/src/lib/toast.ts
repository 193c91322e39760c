import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'warning';
type Options = Pick<ExternalToast, 'description' | 'duration' | 'id'>;
type Show = (title: string, options?: Options) => void;
type Loader = () => Promise<{ toast: Record<Kind, (title: string, options?: Options) => unknown> }>;

/**
 * Toasts without shipping the toast library to every visitor. The public pages rarely toast,
 * so sonner and its outlet load on the first toast (the back office mounts the outlet at once);
 * a toast waits until the outlet is mounted and listening, so none is lost.
 */
export function createLazyToast(load: Loader) {
  let requested = false;
  const listeners = new Set<() => void>();
  let markMounted: () => void = () => {};
  const mounted = new Promise<void>((resolve) => {
    markMounted = resolve;
  });

  const outlet = {
    /** For useSyncExternalStore: has anything asked for the outlet yet? */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isRequested: () => requested,
    /** Mount the outlet (once and for good). */
    request() {
      if (requested) return;
      requested = true;
      for (const listener of listeners) listener();
    },
    /** Called by the outlet once its toast listener is subscribed. */
    markMounted: () => markMounted(),
  };

  const show =
    (kind: Kind): Show =>
    (title, options) => {
      outlet.request();
      void Promise.all([load(), mounted]).then(([library]) => {
        library.toast[kind](title, options);
      });
    };

  const toast = {
    success: show('success'),
    error: show('error'),
    info: show('info'),
    warning: show('warning'),
  };
  return { toast, outlet };
}

export const { toast, outlet: toastOutlet } = createLazyToast(() => import('sonner'));
