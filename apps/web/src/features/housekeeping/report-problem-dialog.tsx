import { ROOM_PROBLEM_MAX_LENGTH, ROOM_PROBLEM_MESSAGES } from '@zamalek/domain/room-problems';
import { useState } from 'react';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

/**
 * A housekeeper says what is wrong in a room (a leak, a broken lamp): a manager sees it on the
 * board and takes the room out of order for it, or dismisses it.
 */
export function ReportProblemDialog({
  room,
  busy,
  onSend,
  onClose,
}: {
  room: { id: string; name: string };
  busy: boolean;
  onSend: (description: string) => void;
  onClose: () => void;
}) {
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = 'report-problem';
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-md">
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!description.trim()) {
              setError(ROOM_PROBLEM_MESSAGES.description);
              document.getElementById(`${id}-description`)?.focus();
              return;
            }
            onSend(description.trim());
          }}
        >
          <DialogHeader>
            <DialogTitle>Report a problem in {room.name}</DialogTitle>
            <DialogDescription>
              A manager sees it on the board and decides whether the room goes out of order.
            </DialogDescription>
          </DialogHeader>
          <FormField id={`${id}-description`} label="What is wrong" required error={error}>
            <Textarea
              {...fieldAria(`${id}-description`, error)}
              value={description}
              rows={3}
              maxLength={ROOM_PROBLEM_MAX_LENGTH}
              onChange={(event) => {
                setDescription(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Spinner label="Sending" />}
              Send report
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
