import type { DisplayStatus } from '@zamalek/domain/stays';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STATUS_CLASSES: Record<DisplayStatus, string> = {
  Upcoming: 'border-blue-200 bg-blue-50 text-blue-800',
  'Due In': 'border-indigo-300 bg-indigo-50 text-indigo-800',
  'In-House': 'border-emerald-200 bg-emerald-50 text-emerald-800',
  'Due Out': 'border-amber-300 bg-amber-50 text-amber-900',
  'Checked-Out': 'border-slate-200 bg-slate-100 text-slate-700',
  'No-Show': 'border-dashed border-orange-400 bg-orange-50 text-orange-900',
  Cancelled: 'border-red-200 bg-red-50 text-red-700',
};

/**
 * Blue Upcoming, indigo Due In, green In-House, amber Due Out, grey Checked-Out, dashed orange
 * No-Show, red Cancelled: always with the word, never colour alone.
 */
export function StatusBadge({ status, className }: { status: DisplayStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STATUS_CLASSES[status], className)}>
      {status}
    </Badge>
  );
}

export function GuestTypeBadge({ type }: { type: string | null | undefined }) {
  if (type !== 'adult' && type !== 'child') return null;
  return (
    <Badge variant="secondary" className="font-normal">
      {type === 'adult' ? 'Adult' : 'Child'}
    </Badge>
  );
}

export function GenderBadge({ gender }: { gender: string | null | undefined }) {
  if (gender !== 'male' && gender !== 'female') return null;
  return (
    <Badge variant="outline" className="font-normal text-muted-foreground">
      {gender === 'male' ? 'Male' : 'Female'}
    </Badge>
  );
}

/** Each guest name with its type badge and, when recorded, its gender badge. */
export function GuestNameList({
  names,
  types,
  genders,
  className,
}: {
  names: readonly string[];
  types: readonly (string | null)[];
  genders: readonly (string | null)[];
  className?: string;
}) {
  if (names.length === 0) return <p className="text-muted-foreground text-sm">N/A</p>;
  return (
    <ul className={cn('grid gap-1.5', className)}>
      {names.map((name, index) => (
        // Names may repeat (two guests called Omar); the position is the identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: parallel lists keyed by position
        <li key={index} className="flex flex-wrap items-center gap-1.5">
          <span className="font-medium">{name}</span>
          <GuestTypeBadge type={types[index]} />
          <GenderBadge gender={genders[index]} />
        </li>
      ))}
    </ul>
  );
}
