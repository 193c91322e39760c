import { TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { BoardRoom } from '@/features/housekeeping/types';
import { formatMoment } from '@/lib/format';

type Problem = NonNullable<BoardRoom['problem']>;

/**
 * The problem reported in a room, with who and when; a supervisor takes the room out of order for
 * it (the reason filled in from the report) or dismisses it.
 */
export function RoomProblemNote({
  problem,
  roomName,
  canHandle,
  canTakeOutOfOrder,
  busy,
  onOutOfOrder,
  onDismiss,
}: {
  problem: Problem;
  roomName: string;
  canHandle: boolean;
  /** The room may go out of order now (it is not already). */
  canTakeOutOfOrder: boolean;
  busy: boolean;
  onOutOfOrder: () => void;
  onDismiss: () => void;
}) {
  const when = formatMoment(problem.reportedAt);
  return (
    <div
      className="grid gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950"
      data-testid="room-problem"
    >
      <p className="flex items-center gap-1.5 font-medium">
        <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
        Problem reported
      </p>
      <p className="whitespace-pre-wrap break-words">{problem.description}</p>
      <p className="text-amber-900 text-xs">
        {problem.reportedByName ? `${when} by ${problem.reportedByName}` : when}
      </p>
      {canHandle && (
        <div className="grid grid-cols-2 gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            aria-label={`Dismiss, ${roomName}`}
            className={canTakeOutOfOrder ? undefined : 'col-span-2'}
            onClick={onDismiss}
          >
            Dismiss
          </Button>
          {canTakeOutOfOrder && (
            <Button
              type="button"
              disabled={busy}
              aria-label={`Take out of order, ${roomName}`}
              onClick={onOutOfOrder}
            >
              Take out of order
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
