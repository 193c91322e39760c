import { createFileRoute } from '@tanstack/react-router';
import { MyReservationsPage } from '@/features/my-reservations/my-reservations-page';

/** Open to every signed-in user, with or without a staff role (sales agents). */
export const Route = createFileRoute('/_staff/my-reservations')({
  head: () => ({ meta: [{ title: 'My Reservations · Zamalek Suites' }] }),
  component: MyReservationsPage,
});
