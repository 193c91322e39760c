import { createFileRoute } from '@tanstack/react-router';
import { RoomsManager } from '@/features/rooms/rooms-manager';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/rooms')({
  head: () => ({ meta: [{ title: 'Rooms Management · Zamalek Suites' }] }),
  component: RoomsPage,
});

function RoomsPage() {
  return (
    <RequireCapability capability="rooms.view" fallback="/my-reservations">
      <RoomsManager />
    </RequireCapability>
  );
}
