import { useQuery } from '@tanstack/react-query';
import { SearchIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import {
  ALL,
  isStatusFilter,
  STATUS_FILTERS,
  type StatusFilter,
} from '@/features/reservations/list-state';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** Search box, status filter and unit filter of the All Reservations list. */
export function ListToolbar({
  search,
  onSearchChange,
  status,
  onStatusChange,
  unitId,
  onUnitChange,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  status: StatusFilter | typeof ALL;
  onStatusChange: (value: StatusFilter | typeof ALL) => void;
  unitId: string;
  onUnitChange: (value: string) => void;
}) {
  const trpc = useTRPC();
  const units = useQuery(trpc.reservations.unitOptions.queryOptions());
  useEffect(() => {
    if (units.isError) toast.error('Failed to load units');
  }, [units.isError]);

  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="relative min-w-56 flex-1">
        <SearchIcon
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-2.5 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search by name or booking reference..."
          aria-label="Search reservations"
          className="pl-8"
          maxLength={100}
        />
      </div>
      <Select
        value={status}
        onValueChange={(value) => onStatusChange(isStatusFilter(value) ? value : ALL)}
      >
        <SelectTrigger className="w-[calc(50%-0.25rem)] sm:w-44" aria-label="Filter by status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All Statuses</SelectItem>
          {STATUS_FILTERS.map((value) => (
            <SelectItem key={value} value={value}>
              {value}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={unitId} onValueChange={onUnitChange}>
        <SelectTrigger className="w-[calc(50%-0.25rem)] sm:w-44" aria-label="Filter by unit">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All Units</SelectItem>
          {(units.data ?? []).map((unit) => (
            <SelectItem key={unit.id} value={unit.id}>
              {unit.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
