import { describe, expect, it, vi } from 'vitest';
import { createLazyToast } from './toast';

function fakeLibrary() {
  const calls: [string, string, unknown][] = [];
  const record = (kind: string) => (title: string, options?: unknown) => {
    calls.push([kind, title, options]);
    return title;
  };
  const library = {
    toast: {
      success: record('success'),
      error: record('error'),
      info: record('info'),
      warning: record('warning'),
    },
  };
  return { calls, load: vi.fn(async () => library) };
}

describe('lazy toasts', () => {
  it('loads nothing and mounts no outlet until the first toast', () => {
    const { load } = fakeLibrary();
    const { outlet } = createLazyToast(load);
    expect(outlet.isRequested()).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('asks for the outlet, then shows the toast only once the outlet is mounted', async () => {
    const { calls, load } = fakeLibrary();
    const { toast, outlet } = createLazyToast(load);
    const listener = vi.fn();
    outlet.subscribe(listener);

    toast.error('Booking Failed', { description: 'Something went wrong. Please try again.' });
    expect(outlet.isRequested()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);

    outlet.markMounted();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual([
      'error',
      'Booking Failed',
      { description: 'Something went wrong. Please try again.' },
    ]);

    // Later toasts go straight through; the outlet is requested only once.
    toast.success('Done');
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops notifying a listener that unsubscribed', () => {
    const { load } = fakeLibrary();
    const { toast, outlet } = createLazyToast(load);
    const listener = vi.fn();
    const unsubscribe = outlet.subscribe(listener);
    unsubscribe();
    toast.info('Hello');
    expect(listener).not.toHaveBeenCalled();
  });
});
