import { zodResolver } from '@hookform/resolvers/zod';
import { ROOM_PROBLEM_MAX_LENGTH, reportRoomProblemSchema } from '@zamalek/domain/room-problems';
import { useForm } from 'react-hook-form';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

const id = 'report-problem';

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
  return (
    <FormDialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-md">
        <ReportProblemForm room={room} busy={busy} onSend={onSend} />
      </DialogContent>
    </FormDialog>
  );
}

function ReportProblemForm({
  room,
  busy,
  onSend,
}: {
  room: { id: string; name: string };
  busy: boolean;
  onSend: (description: string) => void;
}) {
  const form = useForm({
    resolver: zodResolver(reportRoomProblemSchema),
    defaultValues: { unitId: room.id, description: '' },
  });
  useDiscardGuard(form);
  const error = form.formState.errors.description?.message;
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={form.handleSubmit(({ description }) => onSend(description))}
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
          rows={3}
          maxLength={ROOM_PROBLEM_MAX_LENGTH}
          {...form.register('description')}
        />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner label="Sending" />}
          Send report
        </Button>
      </DialogFooter>
    </form>
  );
}
