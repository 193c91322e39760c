import { createFileRoute } from '@tanstack/react-router';
import { MyReservationsPage } from '@/features/my-reservations/my-reservations-page';
import { RequireCapability } from '@/features/staff/require-capability';

/** Open to every signed-in user, with or without a staff role (sales agents). */
export const Route = createFileRoute('/_staff/my-reservations')({
  head: () => ({ meta: [{ title: 'My Reservations · Zamalek Suites' }] }),
  component: MyReservationsRoute,
});

function MyReservationsRoute() {
  return (
    <RequireCapability screen="myReservations">
      <MyReservationsPage />
    </RequireCapability>
  );
}
