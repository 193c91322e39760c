import { addDaysIso, formatLongDate, type IsoDate } from '@zamalek/domain/dates';
import { useState } from 'react';
import { DatePicker } from '@/components/form/date-picker';
import { FormField } from '@/components/form/form-field';
import { RoomSelect } from '@/components/form/room-select';
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

/**
 * "Move / Change dates…" from a bar's menu (the keyboard and phone path): a room free for the
 * new dates and the dates themselves; the same summary and Confirm as a drop. A checked-in
 * stay's check-in date is fixed.
 */
export function MoveStayDialog({
  stay,
  today,
  roomName,
  onClose,
}: {
  stay: RoomCalendarStay;
  today: IsoDate;
  roomName: (unitId: string | null) => string;
  onClose: () => void;
}) {
  const [unitId, setUnitId] = useState(stay.unitId ?? '');
  const [checkIn, setCheckIn] = useState<IsoDate>(stay.checkInDate);
  const [checkOut, setCheckOut] = useState<IsoDate | ''>(stay.checkOutDate);
  const target = unitId && checkOut && checkOut > checkIn ? { unitId, checkIn, checkOut } : null;
  const preview = useMovePreview(stay.id, target);
  const move = useMoveStay(onClose);
  const arrived = stay.status === 'checked_in';

  return (
    <Dialog open onOpenChange={(open) => !open && !move.isPending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Move / Change dates</DialogTitle>
          <DialogDescription>
            {stayGuestLabel(stay)} · {staySourceLabel(stay.source)}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField compact id="move-checkIn" label="Check-in">
            {arrived ? (
              <p id="move-checkIn" className="py-2 text-sm">
                {formatLongDate(checkIn)}{' '}
                <span className="text-muted-foreground">(checked in)</span>
              </p>
            ) : (
              <DatePicker
                id="move-checkIn"
                value={checkIn}
                today={today}
                onChange={(value) => {
                  setCheckIn(value);
                  if (checkOut && checkOut <= value) setCheckOut('');
                }}
              />
            )}
          </FormField>
          <FormField compact id="move-checkOut" label="Check-out">
            <DatePicker
              id="move-checkOut"
              value={checkOut}
              today={today}
              minDate={addDaysIso(checkIn, 1)}
              defaultMonth={checkIn}
              onChange={setCheckOut}
            />
          </FormField>
          <div className="sm:col-span-2">
            <RoomSelect
              id="move-unit"
              checkIn={checkIn}
              checkOut={checkOut}
              value={unitId}
              onChange={setUnitId}
              exceptReservationId={stay.id}
            />
          </div>
        </div>
        {target && (
          <MoveSummary stay={stay} target={target} roomName={roomName} preview={preview} />
        )}
        <MoveFooter
          pending={move.isPending}
          canConfirm={target !== null && previewAllows(preview.data)}
          onConfirm={() => target && move.mutate({ id: stay.id, ...target })}
        />
      </DialogContent>
    </Dialog>
  );
}
