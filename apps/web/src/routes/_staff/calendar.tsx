import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { parseCalendarSearch } from '@/features/calendar/calendar-search';
import { RoomCalendar } from '@/features/calendar/room-calendar';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/calendar')({
  validateSearch: parseCalendarSearch,
  head: () => ({ meta: [{ title: 'Room Calendar · Zamalek Suites' }] }),
  component: CalendarPage,
});

function CalendarPage() {
  return (
    <RequireCapability screen="calendar">
      <PageHeader
        title="Room Calendar"
        subtitle="View and manage room bookings"
        leading={
          <Button asChild variant="outline" size="icon" aria-label="Back">
            <Link to="/admin">
              <ArrowLeftIcon aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      <RoomCalendar />
    </RequireCapability>
  );
}
