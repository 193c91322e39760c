import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** Reporting a problem in a room, and a supervisor dismissing a report; the board refetches. */
export function useRoomProblems() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.units.pathKey() });
  const report = useMutation(
    trpc.units.reportProblem.mutationOptions({
      onSuccess: () => toast.success('Problem reported. A manager will look at it.'),
      onError: (error: unknown) =>
        toast.error(refusalMessage(error) ?? 'Failed to report the problem'),
      onSettled: refresh,
    }),
  );
  const dismiss = useMutation(
    trpc.units.dismissProblem.mutationOptions({
      onSuccess: () => toast.success('Report dismissed'),
      onError: (error: unknown) =>
        toast.error(refusalMessage(error) ?? 'Failed to dismiss the report'),
      onSettled: refresh,
    }),
  );
  return { report, dismiss };
}
