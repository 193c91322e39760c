import { createFileRoute } from '@tanstack/react-router';
import { GuestsView } from '@/features/guests/guests-view';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/guests')({
  head: () => ({ meta: [{ title: 'Guests · Zamalek Suites' }] }),
  component: GuestsPage,
});

function GuestsPage() {
  return (
    <RequireCapability capability="guests.view" fallback="/">
      <GuestsView />
    </RequireCapability>
  );
}
