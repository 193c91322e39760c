import { createFileRoute } from '@tanstack/react-router';
import { GuestsPage } from '@/features/guests/guests-page';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/guests')({
  head: () => ({ meta: [{ title: 'Guests · Zamalek Suites' }] }),
  component: GuestsRoute,
});

function GuestsRoute() {
  return (
    <RequireCapability screen="guests">
      <GuestsPage />
    </RequireCapability>
  );
}
