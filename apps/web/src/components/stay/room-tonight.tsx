import { ROOM_STATUS_LABELS, type RoomStatus } from '@zamalek/domain/room-status';
import {
  BadgeCheckIcon,
  BedDoubleIcon,
  DoorOpenIcon,
  SparklesIcon,
  SprayCanIcon,
  WrenchIcon,
} from 'lucide-react';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const ROOM_STATUS_STYLE: Record<RoomStatus, { icon: React.ElementType; className: string }> = {
  dirty: { icon: SprayCanIcon, className: 'border-amber-300 bg-amber-50 text-amber-900' },
  clean: { icon: SparklesIcon, className: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  inspected: { icon: BadgeCheckIcon, className: 'border-sky-300 bg-sky-50 text-sky-900' },
  out_of_order: { icon: WrenchIcon, className: 'border-red-300 bg-red-50 text-red-900' },
};

/** The icon of a room status, for buttons that name the status in words beside it. */
export function RoomStatusIcon({ status, className }: { status: RoomStatus; className?: string }) {
  const Icon = ROOM_STATUS_STYLE[status].icon;
  return <Icon aria-hidden="true" className={className} />;
}

/** Housekeeping's status of a room: an icon and the word ("Dirty"), never colour alone. */
export function RoomStatusLabel({ status, className }: { status: RoomStatus; className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn(ROOM_STATUS_STYLE[status].className, className)}
      data-testid="room-status"
    >
      <RoomStatusIcon status={status} />
      {ROOM_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Tonight's occupancy, derived from the stays on the server: "Occupied tonight" or "Vacant tonight". */
function TonightOccupancy({ occupied }: { occupied: boolean }) {
  const Icon = occupied ? BedDoubleIcon : DoorOpenIcon;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap text-xs',
        occupied ? 'font-medium text-foreground' : 'text-muted-foreground',
      )}
      data-testid="tonight-occupancy"
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {occupied ? 'Occupied tonight' : 'Vacant tonight'}
    </span>
  );
}

/** A room tonight: who sleeps there and whether housekeeping has it ready. */
export function RoomTonight({
  occupiedTonight,
  roomStatus,
}: {
  occupiedTonight: boolean;
  roomStatus: RoomStatus;
}) {
  return (
    <span className="grid justify-items-start gap-1">
      <TonightOccupancy occupied={occupiedTonight} />
      <RoomStatusLabel status={roomStatus} />
    </span>
  );
}
