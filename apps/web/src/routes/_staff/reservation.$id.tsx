import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ComingSoon, PageHeader } from '@/features/staff/page-header';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/reservation/$id')({
  head: () => ({ meta: [{ title: 'Reservation · Zamalek Suites' }] }),
  component: ReservationPage,
});

function ReservationPage() {
  return (
    <RequireCapability capability="reservations.view" fallback="/my-reservations">
      <PageHeader
        title="Reservation Details"
        leading={
          <Button asChild variant="outline" size="icon" aria-label="Back">
            <Link to="/admin">
              <ArrowLeftIcon aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      <ComingSoon what="The reservation's guests, booking details and documents" />
    </RequireCapability>
  );
}
