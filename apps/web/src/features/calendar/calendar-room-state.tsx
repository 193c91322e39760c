import { ROOM_STATUS_LABELS, type RoomStatus } from '@zamalek/domain/room-status';
import { BedDoubleIcon, DoorOpenIcon } from 'lucide-react';
import { RoomStatusIcon } from '@/components/stay/room-tonight';

/**
 * A calendar row header's line about tonight: icons for occupancy and housekeeping status, the
 * status in words from the tablet width up, all of it in words for screen readers and as a tooltip.
 */
export function CalendarRoomState({
  roomStatus,
  occupiedTonight,
}: {
  roomStatus: RoomStatus | null;
  occupiedTonight: boolean;
}) {
  const occupancy = occupiedTonight ? 'Occupied tonight' : 'Vacant tonight';
  const status = roomStatus ? ROOM_STATUS_LABELS[roomStatus] : null;
  const words = status ? `${status}, ${occupancy.toLowerCase()}` : occupancy;
  const Occupancy = occupiedTonight ? BedDoubleIcon : DoorOpenIcon;
  return (
    <span
      className="mt-0.5 flex items-center gap-1 text-[11px] text-muted-foreground md:text-xs"
      title={words}
      data-testid="calendar-room-state"
    >
      <Occupancy aria-hidden="true" className="size-3 shrink-0" />
      {roomStatus && <RoomStatusIcon status={roomStatus} className="size-3 shrink-0" />}
      <span className="sr-only md:not-sr-only md:truncate">{status ?? occupancy}</span>
      {status && <span className="sr-only">, {occupancy.toLowerCase()}</span>}
    </span>
  );
}
