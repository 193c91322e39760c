import type { UnitStatus } from '@zamalek/domain/units';
import { Badge } from '@/components/ui/badge';
import { UNIT_STATUS_LABELS } from '@/features/rooms/room-format';
import { cn } from '@/lib/utils';

const STATUS_CLASSES: Record<UnitStatus, string> = {
  available: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  occupied: 'border-blue-200 bg-blue-50 text-blue-800',
  maintenance: 'border-amber-200 bg-amber-50 text-amber-800',
  reserved: 'border-violet-200 bg-violet-50 text-violet-800',
};

/** Green available, blue occupied, amber maintenance, violet reserved. */
export function RoomStatusBadge({
  status,
  count,
  className,
}: {
  status: UnitStatus;
  /** Shown before the label ("9 Available"), for a summary. */
  count?: number;
  className?: string;
}) {
  return (
    <Badge variant="outline" className={cn(STATUS_CLASSES[status], className)}>
      {count === undefined ? '' : `${count} `}
      {UNIT_STATUS_LABELS[status]}
    </Badge>
  );
}
