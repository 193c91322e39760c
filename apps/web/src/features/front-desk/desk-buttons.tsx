import type { DeskActions } from '@zamalek/domain/front-desk';
import { LogInIcon, LogOutIcon, Undo2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDeskSteps } from '@/features/front-desk/use-desk-steps';

export type { DeskActions };

/**
 * Check in, check out (an early one asks whether to shorten the stay) and today's undo, for the
 * roles allowed. The server decides what is offered (`deskActions` of the detail page and of the
 * dashboard's lists). Used on the reservation detail page and in the dashboard's arrivals and
 * departures.
 */
export function DeskButtons({
  id,
  actions,
  size = 'default',
}: {
  id: string;
  actions: DeskActions;
  size?: 'default' | 'sm';
}) {
  const { busy, checkIn, checkOut, undoCheckIn, undoCheckOut, startCheckOut, dialogs } =
    useDeskSteps();

  return (
    <>
      {actions.checkIn && (
        <Button type="button" size={size} disabled={busy} onClick={() => checkIn.mutate({ id })}>
          {checkIn.isPending ? <Spinner label="Checking in" /> : <LogInIcon aria-hidden="true" />}
          Check in
        </Button>
      )}
      {actions.checkOut && (
        <Button
          type="button"
          size={size}
          disabled={busy}
          onClick={() => startCheckOut(id, actions.earlyCheckOut)}
        >
          {checkOut.isPending ? (
            <Spinner label="Checking out" />
          ) : (
            <LogOutIcon aria-hidden="true" />
          )}
          Check out
        </Button>
      )}
      {actions.undoCheckIn && (
        <Button
          type="button"
          variant="outline"
          size={size}
          disabled={busy}
          onClick={() => undoCheckIn.mutate({ id })}
        >
          <Undo2Icon aria-hidden="true" />
          Undo check-in
        </Button>
      )}
      {actions.undoCheckOut && (
        <Button
          type="button"
          variant="outline"
          size={size}
          disabled={busy}
          onClick={() => undoCheckOut.mutate({ id })}
        >
          <Undo2Icon aria-hidden="true" />
          Undo check-out
        </Button>
      )}
      {dialogs}
    </>
  );
}
