import { createFileRoute } from '@tanstack/react-router';
import { HousekeepingPage } from '@/features/housekeeping/housekeeping-page';
import { RequireCapability } from '@/features/staff/require-capability';

export const Route = createFileRoute('/_staff/housekeeping')({
  head: () => ({ meta: [{ title: 'Housekeeping · Zamalek Suites' }] }),
  component: HousekeepingRoute,
});

function HousekeepingRoute() {
  return (
    <RequireCapability screen="housekeeping">
      <HousekeepingPage />
    </RequireCapability>
  );
}
