import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/**
 * A form dialog's Cancel and submit buttons: both wait while the form is sent, the submit button
 * saying so in words ("Saving...") with a spinner named for screen readers.
 */
export function FormDialogFooter({
  pending,
  submit,
  pendingText,
  spinnerLabel,
}: {
  pending: boolean;
  submit: string;
  pendingText: string;
  spinnerLabel: string;
}) {
  return (
    <DialogFooter className="mt-2">
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner label={spinnerLabel} />}
        {pending ? pendingText : submit}
      </Button>
    </DialogFooter>
  );
}
