import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { appErrorCode } from '@/lib/errors';
import { createSingleFlight } from '@/lib/single-flight';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** Delete, confirmed first; afterwards back to the home route. */
export function DeleteReservationButton({ id }: { id: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [deleteOnce] = useState(createSingleFlight);
  const remove = useMutation(
    trpc.reservations.delete.mutationOptions({
      onSuccess: async () => {
        // The server treats a repeat as done; one toast, whatever reached it.
        toast.success('Reservation deleted successfully', { id: `deleted-${id}` });
        setOpen(false);
        await navigate({ to: '/', replace: true });
        queryClient.removeQueries({ queryKey: trpc.reservations.byId.queryKey({ id }) });
        void queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() });
      },
      onError: (error) => {
        toast.error(
          appErrorCode(error) === 'FORBIDDEN' ? error.message : 'Failed to delete reservation',
        );
      },
    }),
  );

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure you want to delete this reservation?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. This will permanently delete the reservation.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>No</AlertDialogCancel>
          {/* Not an AlertDialogAction: the dialog stays open until the server has answered. */}
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              deleteOnce.run((settled) => remove.mutate({ id }, { onSettled: settled }))
            }
          >
            {remove.isPending && <Spinner label="Deleting" />}
            {remove.isPending ? 'Deleting...' : 'Yes'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
