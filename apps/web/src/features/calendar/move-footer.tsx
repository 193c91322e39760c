import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/** Cancel and Confirm of both move dialogs (after a drop, and Move / Change dates…). */
export function MoveFooter({
  pending,
  canConfirm,
  onConfirm,
}: {
  pending: boolean;
  canConfirm: boolean;
  onConfirm: () => void;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="button" disabled={!canConfirm || pending} onClick={onConfirm}>
        {pending && <Spinner label="Moving" />}
        Confirm
      </Button>
    </DialogFooter>
  );
}
