import { useQuery } from '@tanstack/react-query';
import { formatLongDate } from '@zamalek/domain/dates';
import { useState } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { Spinner } from '@/components/ui/spinner';
import { BoardRoomCard } from '@/features/housekeeping/board-room-card';
import { OutOfOrderDialog } from '@/features/housekeeping/out-of-order-dialog';
import { ReportProblemDialog } from '@/features/housekeeping/report-problem-dialog';
import { useRoomProblems } from '@/features/housekeeping/use-room-problems';
import { useSetRoomStatus } from '@/features/housekeeping/use-set-room-status';
import { useTRPC } from '@/lib/trpc';

/**
 * The housekeeping board, phone first: every room with today's departure, arrival and stay-over,
 * rooms with an arrival first (the server's order), one tap to change a status. It follows every
 * other device live (units changes refresh it).
 */
export function HousekeepingPage() {
  const trpc = useTRPC();
  const board = useQuery(trpc.units.housekeepingBoard.queryOptions());
  const setStatus = useSetRoomStatus();
  const rooms = board.data?.rooms ?? [];
  const waiting = rooms.filter((room) => room.arrivalWaiting).length;
  const arrivals = rooms.filter((room) => room.arrivalId !== null).length;
  const departures = rooms.filter((room) => room.departureId !== null).length;
  const pending = setStatus.isPending ? setStatus.variables : undefined;
  const [breaking, setBreaking] = useState<{ id: string; name: string; reason: string } | null>(
    null,
  );
  const [reporting, setReporting] = useState<{ id: string; name: string } | null>(null);
  const problems = useRoomProblems();

  return (
    <>
      <PageHeader
        title="Housekeeping"
        subtitle={
          board.data
            ? `${formatLongDate(board.data.today)} · ${arrivals} ${arrivals === 1 ? 'arrival' : 'arrivals'} · ${departures} ${departures === 1 ? 'departure' : 'departures'}`
            : 'Today’s rooms'
        }
      />
      {board.data && (
        <p
          className="mb-4 rounded-md border bg-card px-3 py-2 text-sm"
          aria-live="polite"
          data-testid="rooms-waiting"
        >
          {waiting === 0
            ? 'Every room with an arrival today is ready.'
            : `${waiting} ${waiting === 1 ? 'room' : 'rooms'} to get ready for today’s arrivals.`}
        </p>
      )}
      {board.isPending ? (
        <div className="flex h-32 items-center justify-center">
          <Spinner className="size-6 text-brand" label="Loading rooms" />
        </div>
      ) : board.isError ? (
        <p className="rounded-lg border bg-card px-4 py-10 text-center text-muted-foreground">
          Failed to load the rooms
        </p>
      ) : rooms.length === 0 ? (
        <p className="rounded-lg border bg-card px-4 py-10 text-center text-muted-foreground">
          No rooms yet
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {rooms.map((room) => (
            <BoardRoomCard
              key={room.id}
              room={room}
              pendingStatus={pending?.unitId === room.id ? pending.status : null}
              onSet={(status) =>
                status === 'out_of_order'
                  ? setBreaking({
                      id: room.id,
                      name: room.name,
                      reason: room.problem?.description ?? '',
                    })
                  : setStatus.mutate({ unitId: room.id, status })
              }
              canHandleProblems={board.data?.mayHandleProblems ?? false}
              problemBusy={problems.report.isPending || problems.dismiss.isPending}
              onReportProblem={() => setReporting({ id: room.id, name: room.name })}
              onDismissProblem={(id) => problems.dismiss.mutate({ id })}
            />
          ))}
        </div>
      )}
      {reporting && (
        <ReportProblemDialog
          room={reporting}
          busy={problems.report.isPending}
          onClose={() => setReporting(null)}
          onSend={(description) =>
            problems.report.mutate(
              { unitId: reporting.id, description },
              { onSuccess: () => setReporting(null) },
            )
          }
        />
      )}
      {breaking && (
        <OutOfOrderDialog
          room={breaking}
          initialReason={breaking.reason}
          busy={setStatus.isPending}
          onClose={() => setBreaking(null)}
          onConfirm={(details) =>
            setStatus.mutate(
              { unitId: breaking.id, status: 'out_of_order', ...details },
              { onSuccess: () => setBreaking(null) },
            )
          }
        />
      )}
    </>
  );
}
