import { createFileRoute } from '@tanstack/react-router';
import { can } from '@zamalek/domain/roles';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { parseWeekSearch } from '@/features/calendar/calendar-search';
import { WeeklyCalendarCard } from '@/features/calendar/weekly-calendar-card';
import { CreateReservationDialog } from '@/features/create-reservation/create-reservation-dialog';
import { DashboardCards } from '@/features/dashboard/dashboard-cards';
import { parseListSearch } from '@/features/reservations/list-search';
import { ReservationList } from '@/features/reservations/reservation-list';
import { RequireCapability } from '@/features/staff/require-capability';
import { useAuth } from '@/lib/auth';

export const Route = createFileRoute('/_staff/admin')({
  // The list's and the weekly calendar's state: hand-written parsers, the route table ships to all.
  validateSearch: (raw: Record<string, unknown>) => ({
    ...parseListSearch(raw),
    ...parseWeekSearch(raw),
  }),
  head: () => ({ meta: [{ title: 'Dashboard · Zamalek Suites' }] }),
  component: AdminPage,
});

function AdminPage() {
  const auth = useAuth();
  return (
    <RequireCapability screen="dashboard">
      <h1 className="sr-only">Dashboard</h1>
      <div className="grid gap-6 md:gap-8">
        <DashboardCards />
        <section aria-labelledby="all-reservations-title">
          <Card className="gap-4 py-4 md:py-6">
            <CardHeader className="flex flex-wrap items-center justify-between gap-3 px-3 md:px-4 2xl:px-6">
              <h2 id="all-reservations-title" className="font-semibold text-lg">
                All Reservations
              </h2>
              {can(auth, 'reservations.create') && <CreateReservationDialog />}
            </CardHeader>
            <CardContent className="px-3 md:px-4 2xl:px-6">
              <ReservationList />
            </CardContent>
          </Card>
        </section>
        <WeeklyCalendarCard />
      </div>
    </RequireCapability>
  );
}
