import { TriangleAlertIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * The desk's warning on an arrival whose room housekeeping has not made ready (decided on the
 * server): an icon and words, gone live once the room is marked clean.
 */
export function RoomNotReady({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-md border border-amber-400 bg-amber-50 px-2 py-0.5 font-medium font-sans text-amber-950 text-xs',
        className,
      )}
      data-testid="room-not-ready"
    >
      <TriangleAlertIcon aria-hidden="true" className="size-3.5" />
      Room not ready
    </span>
  );
}
