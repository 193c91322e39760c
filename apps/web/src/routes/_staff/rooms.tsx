import { createFileRoute } from '@tanstack/react-router';
import { RoomsPage } from '@/features/rooms/rooms-page';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/rooms')({
  head: () => ({ meta: [{ title: 'Rooms Management · Zamalek Suites' }] }),
  component: RoomsRoute,
});

function RoomsRoute() {
  return (
    <RequireCapability screen="rooms">
      <RoomsPage />
    </RequireCapability>
  );
}
