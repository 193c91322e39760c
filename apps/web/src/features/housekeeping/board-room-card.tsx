import type { RoomStatus } from '@zamalek/domain/room-status';
import { LogInIcon, LogOutIcon, MessageSquareWarningIcon, MoonIcon } from 'lucide-react';
import type * as React from 'react';
import { RoomNotReady } from '@/components/stay/room-not-ready';
import { RoomStatusIcon, RoomStatusLabel } from '@/components/stay/room-tonight';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { RoomProblemNote } from '@/features/housekeeping/room-problem-note';
import type { BoardRoom } from '@/features/housekeeping/types';
import { cn } from '@/lib/utils';

/** The buttons' order: making a room ready first, taking it out of service last. */
const BUTTON_ORDER: readonly RoomStatus[] = ['clean', 'inspected', 'dirty', 'out_of_order'];

const ACTION_WORDS: Record<RoomStatus, string> = {
  clean: 'Mark clean',
  dirty: 'Mark dirty',
  inspected: 'Mark inspected',
  out_of_order: 'Out of order',
};

function Movement({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      {icon}
      <span>{children}</span>
    </li>
  );
}

/** What happens in the room today, in words: departure, arrival, stay-over. */
function TodayInRoom({ room }: { room: BoardRoom }) {
  const items: React.ReactNode[] = [];
  if (room.departureId) {
    items.push(
      <Movement key="out" icon={<LogOutIcon aria-hidden="true" className="size-4 shrink-0" />}>
        {room.departureStatus === 'checked_out' ? 'Departed today' : 'Departure today, still in'}
      </Movement>,
    );
  }
  if (room.arrivalId) {
    const guests = room.arrivalGuests ?? 1;
    items.push(
      <Movement key="in" icon={<LogInIcon aria-hidden="true" className="size-4 shrink-0" />}>
        {room.arrivalStatus === 'checked_in'
          ? 'Arrived today'
          : `Arrival today, ${guests} ${guests === 1 ? 'guest' : 'guests'}`}
      </Movement>,
    );
  }
  if (room.stayOver) {
    items.push(
      <Movement key="over" icon={<MoonIcon aria-hidden="true" className="size-4 shrink-0" />}>
        Stay-over
      </Movement>,
    );
  }
  if (items.length === 0) return <p className="text-muted-foreground">No guests today</p>;
  return <ul className="grid gap-1">{items}</ul>;
}

/**
 * One room on the board: its status, today's movements, a big button per allowed status, and the
 * problem reported in it (or a way to report one).
 */
export function BoardRoomCard({
  room,
  pendingStatus,
  onSet,
  canHandleProblems,
  problemBusy,
  onReportProblem,
  onDismissProblem,
}: {
  room: BoardRoom;
  /** The status being saved for this room, if any. */
  pendingStatus: RoomStatus | null;
  onSet: (status: RoomStatus) => void;
  canHandleProblems: boolean;
  problemBusy: boolean;
  onReportProblem: () => void;
  onDismissProblem: (id: string) => void;
}) {
  const headingId = `room-${room.id}-name`;
  const choices = BUTTON_ORDER.filter((status) => room.choices.includes(status));
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'grid gap-3 rounded-xl border bg-card p-4 text-sm shadow-xs',
        room.arrivalWaiting && 'border-amber-400 border-l-4',
      )}
      data-testid="housekeeping-room"
      data-room={room.name}
      data-arrival={room.arrivalId ? 'today' : 'none'}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-base">
            {room.name}
          </h2>
          {room.unitType && <p className="text-muted-foreground text-xs">{room.unitType}</p>}
        </div>
        <RoomStatusLabel status={room.roomStatus} className="px-2.5 py-1 text-sm [&>svg]:size-4" />
      </header>
      <TodayInRoom room={room} />
      {room.arrivalWaiting && <RoomNotReady />}
      {choices.length > 0 && (
        <div className="grid grid-cols-2 gap-2">
          {choices.map((status) => (
            <Button
              key={status}
              type="button"
              variant={status === 'clean' && !room.ready ? 'default' : 'outline'}
              className={cn(
                'h-12 text-base',
                choices.length % 2 === 1 && status === choices[0] && 'col-span-2',
              )}
              disabled={pendingStatus !== null}
              // Its words first, then the room: a voice user says what the button shows.
              aria-label={`${ACTION_WORDS[status]}, ${room.name}`}
              onClick={() => onSet(status)}
            >
              {pendingStatus === status ? (
                <Spinner label="Saving" />
              ) : (
                <RoomStatusIcon status={status} className="size-5" />
              )}
              {ACTION_WORDS[status]}
            </Button>
          ))}
        </div>
      )}
      {room.problem ? (
        <RoomProblemNote
          problem={room.problem}
          roomName={room.name}
          canHandle={canHandleProblems}
          canTakeOutOfOrder={room.choices.includes('out_of_order')}
          busy={problemBusy || pendingStatus !== null}
          onOutOfOrder={() => onSet('out_of_order')}
          onDismiss={() => room.problem && onDismissProblem(room.problem.id)}
        />
      ) : (
        <Button
          type="button"
          variant="ghost"
          className="h-10 justify-self-start text-muted-foreground"
          aria-label={`Report a problem, ${room.name}`}
          onClick={onReportProblem}
        >
          <MessageSquareWarningIcon aria-hidden="true" />
          Report a problem
        </Button>
      )}
    </section>
  );
}
