import { Link } from '@tanstack/react-router';
import { formatMoney } from '@zamalek/domain/money';
import { parseUnitSize } from '@zamalek/domain/suites';
import { PencilIcon } from 'lucide-react';
import type * as React from 'react';
import { RoomTonight } from '@/components/stay/room-tonight';
import { Button } from '@/components/ui/button';
import { TableCell } from '@/components/ui/table';
import { formatStayRange, formatUnitSize } from '@/features/rooms/room-format';
import { RoomStatusBadge } from '@/features/rooms/room-status-badge';
import type { RoomRow } from '@/features/rooms/types';

function Muted({ children }: { children: React.ReactNode }) {
  return <span className="text-muted-foreground">{children}</span>;
}

/** "—" for an empty value (read as "none" by screen readers). */
function Empty() {
  return (
    <span className="text-muted-foreground" title="Not set">
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not set</span>
    </span>
  );
}

/** The nearest stay from today on: its dates and first guest, linking to the reservation. */
export function NextReservation({ room }: { room: RoomRow }) {
  if (!room.nextReservationId || !room.nextCheckIn || !room.nextCheckOut) {
    return <Muted>No upcoming stay</Muted>;
  }
  return (
    <Link
      to="/reservation/$id"
      params={{ id: room.nextReservationId }}
      className="group grid rounded-sm leading-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="font-medium text-primary tabular-nums group-hover:underline">
        {formatStayRange(room.nextCheckIn, room.nextCheckOut)}
      </span>
      <span className="max-w-48 truncate text-muted-foreground text-xs">
        {room.nextGuestName?.trim() || 'Guest'}
      </span>
    </Link>
  );
}

function RoomRate({ cents }: { cents: number | null }) {
  return cents === null ? (
    <Empty />
  ) : (
    <span className="tabular-nums">
      {formatMoney(cents)}
      <span className="text-muted-foreground text-xs"> /night</span>
    </span>
  );
}

/** Area on one line and the terrace under it, so the column stays narrow. */
function RoomSize({ size }: { size: string | null }) {
  const { area, terrace } = parseUnitSize(size);
  if (area === null) return size?.trim() ? <span>{size}</span> : <Empty />;
  return (
    <span className="grid leading-tight" title={size ?? undefined}>
      <span>{area} m²</span>
      {terrace !== null && (
        <span className="text-muted-foreground text-xs">+ {terrace} m² terrace</span>
      )}
    </span>
  );
}

export function EditRoomButton({
  room,
  disabled,
  onEdit,
}: {
  room: RoomRow;
  disabled: boolean;
  onEdit: () => void;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={onEdit}
      disabled={disabled}
      aria-label={`Edit ${room.name}`}
    >
      <PencilIcon aria-hidden="true" />
      Edit
    </Button>
  );
}

/** One room, read-only, as table cells (the row adds its actions); its rate when `showRate`. */
export function RoomViewCells({
  room,
  showRate,
  actions,
}: {
  room: RoomRow;
  showRate: boolean;
  actions: React.ReactNode;
}) {
  return (
    <>
      <TableCell className="max-w-48">
        <span className="block truncate font-medium">{room.name}</span>
        {room.comments && (
          <span className="block truncate text-muted-foreground text-xs" title={room.comments}>
            {room.comments}
          </span>
        )}
      </TableCell>
      <TableCell className="tabular-nums">{room.unitNumber ?? <Empty />}</TableCell>
      <TableCell>{room.unitType ?? <Empty />}</TableCell>
      <TableCell>
        <RoomSize size={room.unitSize} />
      </TableCell>
      <TableCell>
        <span className="grid justify-items-start gap-1">
          <RoomStatusBadge status={room.status} />
          <RoomTonight occupiedTonight={room.occupiedTonight} roomStatus={room.roomStatus} />
        </span>
      </TableCell>
      <TableCell className="font-mono text-xs">{room.bookingComId ?? <Empty />}</TableCell>
      <TableCell>
        <NextReservation room={room} />
      </TableCell>
      {showRate && (
        <TableCell>
          <RoomRate cents={room.baseRateCents} />
        </TableCell>
      )}
      {actions}
    </>
  );
}

/** Keeps a row's actions in view when the table scrolls sideways (tablets, edit mode). */
export const STICKY_ACTIONS =
  'sticky right-0 z-10 bg-card shadow-[-10px_0_10px_-10px_rgb(0_0_0/0.25)]';

/** One room, read-only, as a phone card's body; its rate when `showRate`. */
export function RoomCardBody({ room, showRate }: { room: RoomRow; showRate: boolean }) {
  const facts = [room.unitType, formatUnitSize(room.unitSize)].filter(Boolean).join(' · ');
  return (
    <div className="grid gap-3 text-sm">
      {facts && <p className="text-muted-foreground">{facts}</p>}
      {room.comments && <p className="text-muted-foreground text-xs">{room.comments}</p>}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
        <div className="col-span-2">
          <dt className="text-muted-foreground text-xs">Next Reservation</dt>
          <dd>
            <NextReservation room={room} />
          </dd>
        </div>
        {showRate && (
          <div>
            <dt className="text-muted-foreground text-xs">Nightly rate</dt>
            <dd>
              <RoomRate cents={room.baseRateCents} />
            </dd>
          </div>
        )}
        <div>
          <dt className="text-muted-foreground text-xs">Booking.com ID</dt>
          <dd className="font-mono text-xs">{room.bookingComId ?? <Empty />}</dd>
        </div>
      </dl>
    </div>
  );
}
