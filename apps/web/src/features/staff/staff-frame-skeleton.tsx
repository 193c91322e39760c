import { Logo } from '@/components/logo';
import { Skeleton } from '@/components/skeleton';
// The back office's style sheet comes with its first frame (and again with the header).
import '@/styles/back-office.css';

/**
 * The back office's frame while the data layer downloads and the session is read: the header
 * bar with the logo and a page-sized placeholder, so the shell paints before anything is known
 * about the user.
 */
export function StaffFrameSkeleton() {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="sticky top-0 z-40 border-b bg-card">
        <div className="mx-auto flex h-14 max-w-[1600px] items-center gap-2 px-3 sm:px-6 md:h-16">
          <Logo className="mr-auto" />
          <Skeleton className="size-8 rounded-full" />
        </div>
      </header>
      <main
        role="status"
        aria-label="Loading"
        className="mx-auto grid w-full max-w-[1600px] flex-1 content-start gap-6 px-3 py-6 sm:px-6 md:py-8"
      >
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-64 w-full rounded-xl bg-card" />
      </main>
    </div>
  );
}
