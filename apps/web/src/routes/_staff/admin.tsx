import { createFileRoute } from '@tanstack/react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ComingSoon, PageHeader } from '@/features/staff/page-header';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/admin')({
  head: () => ({ meta: [{ title: 'Dashboard · Zamalek Suites' }] }),
  component: AdminPage,
});

function AdminPage() {
  return (
    <RequireCapability capability="reservations.view" fallback="/my-reservations">
      <PageHeader title="Overview" subtitle="Today at Zamalek Suites" />
      <div className="grid gap-6">
        <Section
          title="Dashboard"
          what="Today's arrivals, departures, in-house guests and new bookings"
        />
        <Section title="All Reservations" what="The reservation list" />
        <Section title="Weekly Calendar" what="The weekly occupancy calendar" />
      </div>
    </RequireCapability>
  );
}

function Section({ title, what }: { title: string; what: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ComingSoon what={what} />
      </CardContent>
    </Card>
  );
}
