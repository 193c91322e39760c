import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatLongDate } from '@zamalek/domain/dates';
import { Button } from '@/components/ui/button';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * Landlords' requests to use their own rooms, for those who block rooms: approving holds the
 * room for them (refused if a stay has the nights), declining tells them. Nothing shows when
 * none is waiting.
 */
export function OwnerUseRequests() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pending = useQuery(trpc.ownerUse.pending.queryOptions());
  const decide = useMutation(
    trpc.ownerUse.decide.mutationOptions({
      onSuccess: async (_result, input) => {
        toast.success(input.decision === 'approve' ? 'Approved: the room is held' : 'Declined');
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.ownerUse.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.units.pathKey() }),
        ]);
      },
      onError: (error) =>
        toast.error(trpcErrorMessage(error) ?? 'Could not decide it. Please try again.'),
    }),
  );
  const requests = pending.data ?? [];
  if (requests.length === 0) return null;
  return (
    <section
      aria-labelledby="owner-use-requests"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm"
    >
      <h2 id="owner-use-requests" className="mb-1 font-semibold">
        Owner-use requests waiting
      </h2>
      <ul className="grid gap-2">
        {requests.map((request) => (
          <li key={request.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <span className="font-medium">{request.landlordName}</span> asks for{' '}
              <span className="font-medium">{request.unitName}</span>,{' '}
              {formatLongDate(request.from)} to {formatLongDate(request.to)}
              {request.note && ` (“${request.note}”)`}
            </span>
            <span className="flex gap-2">
              <Button
                size="sm"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: request.id, decision: 'approve' })}
              >
                Approve
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: request.id, decision: 'decline' })}
              >
                Decline
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
