import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarHold } from '@zamalek/domain/calendar-reply';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import type { BlockBarProps } from '@/features/calendar/block-cell';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * A hold's bar on the Room Calendar for those who may place holds: a button opening its menu
 * (Edit hold…, Remove hold). A room under maintenance (no hold) stays read-only: its status is
 * changed on the Rooms page.
 */
export function HoldBar({
  bar,
  onEdit,
}: {
  bar: BlockBarProps;
  onEdit: (hold: CalendarHold) => void;
}) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { hold } = bar.block;
  if (!hold) {
    return (
      <div className={bar.className} title={bar.label}>
        {bar.children}
        <span className="sr-only">{bar.label}</span>
      </div>
    );
  }
  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenuTrigger asChild>
          <button
            type="button"
            aria-label={bar.label}
            title={bar.label}
            data-testid="calendar-hold"
            className={bar.className}
          >
            {bar.children}
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="min-w-44">
          <DropdownMenuItem onSelect={() => onEdit(hold)}>
            <PencilIcon aria-hidden="true" />
            Edit hold…
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <Trash2Icon aria-hidden="true" />
            Remove hold
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {confirming && (
        <RemoveHoldDialog hold={hold} label={bar.label} onClose={() => setConfirming(false)} />
      )}
    </>
  );
}

function RemoveHoldDialog({
  hold,
  label,
  onClose,
}: {
  hold: CalendarHold;
  label: string;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.holds.remove.mutationOptions({
      onSuccess: async () => {
        toast.success('Hold removed: the nights can be booked again');
        onClose();
        await queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() });
      },
      onError: (error) => {
        toast.error(trpcErrorMessage(error) ?? 'Failed to remove the hold. Please try again.');
      },
    }),
  );
  return (
    <AlertDialog open onOpenChange={(next) => !next && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove this hold?</AlertDialogTitle>
          <AlertDialogDescription>
            {label.replace(/^Blocked: /, '')}. The nights can be booked again at once.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Keep it</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ id: hold.id })}
          >
            {remove.isPending && <Spinner label="Removing" />}
            {remove.isPending ? 'Removing...' : 'Remove hold'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
