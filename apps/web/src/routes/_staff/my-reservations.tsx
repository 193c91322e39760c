import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon, PageHeader } from '@/features/staff/page-header';

/** Open to every signed-in user, with or without a staff role (sales agents). */
export const Route = createFileRoute('/_staff/my-reservations')({
  head: () => ({ meta: [{ title: 'My Reservations · Zamalek Suites' }] }),
  component: MyReservationsPage,
});

function MyReservationsPage() {
  return (
    <>
      <PageHeader title="My Reservations" subtitle="Your sales and commissions" />
      <ComingSoon what="Your reservations and commissions" />
    </>
  );
}
