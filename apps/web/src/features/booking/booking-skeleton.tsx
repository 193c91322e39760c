import { Skeleton } from '@/components/skeleton';

/**
 * The wizard's frame while TanStack Query and tRPC download on a first visit: the three steps
 * and a calendar-sized block, so the page keeps its shape and its heading shows at once.
 */
export function BookingSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-8">
      <div className="flex items-center gap-2 sm:gap-4">
        {[1, 2, 3].map((step) => (
          <div key={step} className="flex flex-1 items-center gap-2 sm:gap-3">
            <Skeleton className="size-8 shrink-0 rounded-full" />
            <Skeleton className="h-4 w-24" />
          </div>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    </div>
  );
}
