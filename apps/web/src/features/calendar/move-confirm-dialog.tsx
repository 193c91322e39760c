import { type MoveTarget, moveKind } from '@zamalek/domain/stay-move';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { MoveFooter } from '@/features/calendar/move-footer';
import { MoveSummary, previewAllows, useMovePreview } from '@/features/calendar/move-summary';
import { stayGuestLabel, staySourceLabel } from '@/features/calendar/occupancy';
import type { RoomCalendarStay } from '@/features/calendar/types';
import { useMoveStay } from '@/features/calendar/use-move-stay';

const TITLES = {
  extend: 'Extend this stay?',
  shorten: 'Shorten this stay?',
  move: 'Move this stay?',
} as const;

/** After a drop: the stay, where it was and where it goes, the new nights and total; Confirm. */
export function MoveConfirmDialog({
  stay,
  target,
  roomName,
  onClose,
}: {
  stay: RoomCalendarStay;
  target: MoveTarget;
  roomName: (unitId: string | null) => string;
  onClose: () => void;
}) {
  const preview = useMovePreview(stay.id, target);
  const move = useMoveStay(onClose);
  return (
    <Dialog open onOpenChange={(open) => !open && !move.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{TITLES[moveKind(stay, target)]}</DialogTitle>
          <DialogDescription>
            {stayGuestLabel(stay)} · {staySourceLabel(stay.source)}
          </DialogDescription>
        </DialogHeader>
        <MoveSummary stay={stay} target={target} roomName={roomName} preview={preview} />
        <MoveFooter
          pending={move.isPending}
          canConfirm={previewAllows(preview.data)}
          onConfirm={() => move.mutate({ id: stay.id, ...target })}
        />
      </DialogContent>
    </Dialog>
  );
}
