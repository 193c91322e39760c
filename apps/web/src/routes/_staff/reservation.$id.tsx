import { createFileRoute } from '@tanstack/react-router';
import { ReservationDetailPage } from '@/features/reservation-detail/reservation-detail-page';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/reservation/$id')({
  head: () => ({ meta: [{ title: 'Reservation · Zamalek Suites' }] }),
  component: ReservationPage,
});

function ReservationPage() {
  const { id } = Route.useParams();
  return (
    <RequireCapability screen="reservation">
      {/* Keyed by id: moving to another reservation leaves edit mode. */}
      <ReservationDetailPage key={id} id={id} />
    </RequireCapability>
  );
}
