import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon, PageHeader } from '@/features/staff/page-header';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/rooms')({
  head: () => ({ meta: [{ title: 'Rooms Management · Zamalek Suites' }] }),
  component: RoomsPage,
});

function RoomsPage() {
  return (
    <RequireCapability capability="rooms.view" fallback="/my-reservations">
      <PageHeader title="Rooms Management" subtitle="Every unit, its status and next reservation" />
      <ComingSoon what="The room list" />
    </RequireCapability>
  );
}
