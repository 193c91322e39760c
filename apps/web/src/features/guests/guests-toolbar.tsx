import { GUEST_SEARCH_FIELDS, type GuestSearchField } from '@zamalek/domain/guests';
import { DISPLAY_STATUSES } from '@zamalek/domain/stays';
import { DownloadIcon, SearchIcon } from 'lucide-react';
import { CalendarNav } from '@/components/page/calendar-nav';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsList, ViewTabsTrigger } from '@/components/ui/tabs';
import type { GuestPeriodMode } from '@/features/guests/guest-period';
import { asDisplayStatus } from '@/features/guests/guest-status';

export const ALL_STATUSES = 'all';

const SEARCH_BY_LABELS: Record<GuestSearchField, string> = {
  all: 'All fields',
  name: 'Name',
  nationality: 'Nationality',
  reference: 'Booking ref',
};

const PLACEHOLDERS: Record<GuestSearchField, string> = {
  all: 'Search name, nationality or booking ref...',
  name: 'Search by guest name...',
  nationality: 'Search by nationality...',
  reference: 'Search by booking reference...',
};

export interface GuestsToolbarProps {
  mode: GuestPeriodMode;
  onModeChange: (mode: GuestPeriodMode) => void;
  periodLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  showToday: boolean;
  searchBy: GuestSearchField;
  onSearchByChange: (field: GuestSearchField) => void;
  search: string;
  onSearchChange: (value: string) => void;
  status: string;
  onStatusChange: (status: string) => void;
  onExport: () => void;
  exporting: boolean;
  canExport: boolean;
}

/** Week / month and its navigation, search-by and search, status filter, Export CSV. */
export function GuestsToolbar(props: GuestsToolbarProps) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Tabs
          value={props.mode}
          onValueChange={(value) => {
            if (value === 'week' || value === 'month') props.onModeChange(value);
          }}
        >
          <TabsList aria-label="Period">
            <ViewTabsTrigger value="week" className="px-4">
              Week
            </ViewTabsTrigger>
            <ViewTabsTrigger value="month" className="px-4">
              Month
            </ViewTabsTrigger>
          </TabsList>
        </Tabs>
        <CalendarNav
          label={props.periodLabel}
          unit={props.mode}
          onPrevious={props.onPrevious}
          onNext={props.onNext}
          onToday={props.onToday}
          atToday={!props.showToday}
        />
        <Button
          variant="outline"
          className="ml-auto"
          onClick={props.onExport}
          disabled={props.exporting || !props.canExport}
          title={props.canExport ? undefined : 'No guests to export'}
        >
          {props.exporting ? <Spinner label="Exporting" /> : <DownloadIcon aria-hidden="true" />}
          Export CSV
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Select
          value={props.searchBy}
          onValueChange={(value) => {
            const field = GUEST_SEARCH_FIELDS.find((candidate) => candidate === value);
            if (field) props.onSearchByChange(field);
          }}
        >
          <SelectTrigger className="w-[calc(50%-0.25rem)] sm:w-40" aria-label="Search by">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {GUEST_SEARCH_FIELDS.map((field) => (
              <SelectItem key={field} value={field}>
                {SEARCH_BY_LABELS[field]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={props.status}
          onValueChange={(value) =>
            props.onStatusChange(asDisplayStatus(value) ? value : ALL_STATUSES)
          }
        >
          <SelectTrigger
            className="w-[calc(50%-0.25rem)] sm:order-last sm:w-44"
            aria-label="Filter by status"
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_STATUSES}>All Statuses</SelectItem>
            {DISPLAY_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {status}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <div className="relative min-w-56 flex-1">
          <SearchIcon
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-2.5 size-4 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={props.search}
            onChange={(event) => props.onSearchChange(event.target.value)}
            placeholder={PLACEHOLDERS[props.searchBy]}
            aria-label="Search guests"
            className="pl-8"
            maxLength={100}
          />
        </div>
      </div>
    </div>
  );
}
